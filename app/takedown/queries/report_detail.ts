import { readsClient } from '#core/db/replica_reads'
import { attestationsOfRequests } from '#studio/queries/picture_attestations'
import { resultsByIds, reviewLink } from '#studio/queries/reported_results'
import { evidenceUrl } from '#takedown/services/evidence'
import type { ReportReason, ReportStatus } from '#takedown/types/takedown'

const iso = (value: Date | string | null) => (value ? new Date(value).toISOString() : null)

export async function reportDetail(reportId: number) {
  const row = await readsClient().from('takedown_reports').where('id', reportId).first()
  if (!row) return null
  const [targetRows, events] = await Promise.all([
    readsClient()
      .from('takedown_report_targets')
      .where('report_id', reportId)
      .select('studio_request_id'),
    readsClient()
      .from('takedown_events')
      .where('report_id', reportId)
      .orderBy('id')
      .select('action', 'actor', 'staff_id', 'at', 'detail'),
  ])
  const ids = targetRows.map((target): number => target.studio_request_id)
  const [results, attestations] = await Promise.all([
    resultsByIds(ids),
    attestationsOfRequests(ids),
  ])
  const targets = await Promise.all(
    results.map(async (result) => ({
      requestId: result.requestId,
      userId: result.userId,
      kind: result.kind,
      mediaType: result.mediaType,
      state: result.removed ? 'removed' : result.withheld ? 'withheld' : 'online',
      link: result.removed ? null : await reviewLink(result.requestId),
      consent: attestations.get(result.requestId) ?? null,
    }))
  )
  return {
    id: row.id as number,
    reference: row.reference as string,
    status: row.status as ReportStatus,
    reason: row.reason as ReportReason,
    details: row.details as string,
    targetUrl: row.target_url as string | null,
    evidence: row.evidence_key ? await evidenceUrl(row.evidence_key) : null,
    reporterName: row.reporter_name as string,
    reporterEmail: row.reporter_email as string,
    locale: row.locale as string,
    faceConsent: row.face_consent as boolean,
    signedIn: row.reporter_user_id !== null,
    createdAt: iso(row.created_at)!,
    dueAt: iso(row.due_at)!,
    decidedAt: iso(row.decided_at),
    decisionNote: row.decision_note as string | null,
    targets,
    events: events.map((event) => ({
      action: event.action as string,
      actor: event.actor as string,
      staffId: event.staff_id as number | null,
      at: iso(event.at)!,
      detail: event.detail as Record<string, unknown>,
    })),
  }
}

export type ReportDetail = NonNullable<Awaited<ReturnType<typeof reportDetail>>>
