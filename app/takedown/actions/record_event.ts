import db from '@adonisjs/lucid/services/db'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import { clock } from '#core/clock'
import type { ReportAction, ReportActor } from '#takedown/types/takedown'

export async function recordEvent(
  event: {
    reportId: number
    actor: ReportActor
    action: ReportAction
    staffId?: number | null
    detail?: Record<string, unknown>
  },
  client?: QueryClientContract
) {
  await (client ?? db).table('takedown_events').insert({
    report_id: event.reportId,
    at: clock.now(),
    actor: event.actor,
    staff_id: event.staffId ?? null,
    action: event.action,
    detail: JSON.stringify(event.detail ?? {}),
  })
}
