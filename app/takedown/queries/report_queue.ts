import db from '@adonisjs/lucid/services/db'
import { readsClient } from '#core/db/replica_reads'
import type { ReportReason, ReportStatus } from '#takedown/types/takedown'

export type QueuedReport = {
  id: number
  reference: string
  status: ReportStatus
  reason: ReportReason
  reporterName: string
  createdAt: string
  dueAt: string
  decidedAt: string | null
  targets: number
}

const RECENT_DECIDED = 20

const iso = (value: Date | string | null) => (value ? new Date(value).toISOString() : null)

function queued(row: Record<string, any>): QueuedReport {
  return {
    id: row.id,
    reference: row.reference,
    status: row.status,
    reason: row.reason,
    reporterName: row.reporter_name,
    createdAt: iso(row.created_at)!,
    dueAt: iso(row.due_at)!,
    decidedAt: iso(row.decided_at),
    targets: row.targets,
  }
}

const withTargets = () =>
  readsClient()
    .from('takedown_reports as r')
    .select('r.id', 'r.reference', 'r.status', 'r.reason', 'r.reporter_name')
    .select('r.created_at', 'r.due_at', 'r.decided_at')
    .select(
      readsClient().raw(
        '(SELECT count(*) FROM takedown_report_targets t WHERE t.report_id = r.id) AS targets'
      )
    )

export async function reportQueue() {
  const [waiting, decided] = await Promise.all([
    withTargets().whereIn('r.status', ['open', 'withheld']).orderBy('r.due_at').orderBy('r.id'),
    withTargets()
      .whereIn('r.status', ['removed', 'rejected'])
      .orderBy('r.decided_at', 'desc')
      .limit(RECENT_DECIDED),
  ])
  return { waiting: waiting.map(queued), decided: decided.map(queued) }
}

export async function queueClock(now: Date) {
  const row = await db
    .from('takedown_reports')
    .whereIn('status', ['open', 'withheld'])
    .select(db.raw('count(*) AS waiting'))
    .select(db.raw('count(*) FILTER (WHERE due_at < ?) AS overdue', [now]))
    .select(db.raw('min(created_at) AS oldest'))
    .first()
  return {
    waiting: (row?.waiting ?? 0) as number,
    overdue: (row?.overdue ?? 0) as number,
    oldestSeconds: row?.oldest
      ? Math.max(0, Math.round((now.getTime() - new Date(row.oldest).getTime()) / 1000))
      : 0,
  }
}
