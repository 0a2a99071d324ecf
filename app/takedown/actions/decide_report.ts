import db from '@adonisjs/lucid/services/db'
import logger from '@adonisjs/core/services/logger'
import queue from '#core/queue/queue'
import { clock } from '#core/clock'
import { carryOutReport } from '#takedown/actions/carry_out_report'
import { recordEvent } from '#takedown/actions/record_event'
import { TakedownError } from '#takedown/exceptions/takedown_error'
import { carryOutJob } from '#takedown/jobs/carry_out_job'

export type Decision = { decision: 'remove' | 'reject'; note: string | null }

// Decided once: a second decision (another tab, another staff member) is refused.
export async function decideReport(reportId: number, staffId: number, decision: Decision) {
  await db.transaction(async (trx) => {
    const report = await trx
      .from('takedown_reports')
      .where('id', reportId)
      .forUpdate()
      .select('status')
      .first()
    if (!report) throw new TakedownError('takedown.errors.notFound', { status: 404 })
    if (report.status !== 'open' && report.status !== 'withheld') {
      throw new TakedownError('takedown.errors.alreadyDecided', { status: 409 })
    }
    const status = decision.decision === 'remove' ? 'removed' : 'rejected'
    await trx.from('takedown_reports').where('id', reportId).update({
      status,
      decided_at: clock.now(),
      decided_by: staffId,
      decision_note: decision.note,
    })
    await recordEvent(
      { reportId, actor: 'staff', staffId, action: status, detail: { note: decision.note } },
      trx
    )
    await queue.send(carryOutJob, { reportId }, { trx })
  })
  await carryOutReport(reportId).catch((error) =>
    logger.warn({ err: error, reportId }, 'a removal decision waits for its job')
  )
}
