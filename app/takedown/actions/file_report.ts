import { randomUUID } from 'node:crypto'
import db from '@adonisjs/lucid/services/db'
import logger from '@adonisjs/core/services/logger'
import queue from '#core/queue/queue'
import { clock } from '#core/clock'
import type { Locale } from '#core/i18n/locales'
import { recordEvent } from '#takedown/actions/record_event'
import { carryOutReport } from '#takedown/actions/carry_out_report'
import { carryOutJob } from '#takedown/jobs/carry_out_job'
import { TakedownError } from '#takedown/exceptions/takedown_error'
import { reportedTargets } from '#takedown/queries/reported_targets'
import {
  cleanEvidence,
  deleteEvidence,
  evidenceKeyOf,
  storeEvidence,
} from '#takedown/services/evidence'
import { DUE_HOURS, type ReportReason } from '#takedown/types/takedown'

export type ReportInput = {
  reason: ReportReason
  details: string
  link?: string
  task?: string
  picture?: Buffer
  signature: string
  email: string
  faceConsent?: boolean
  locale: Locale
  // From the session, never from the form.
  userId: number | null
}

// Carried out here right after the commit too, so the receipt and a minors
// report's withholding never wait for a worker.
export async function fileReport(input: ReportInput): Promise<string> {
  if (!input.link && !input.task && !input.picture) {
    throw new TakedownError('takedown.errors.nothingNamed', { field: 'link' })
  }
  const picture = input.picture ? await cleanEvidence(input.picture) : null
  if (input.picture && !picture) {
    throw new TakedownError('takedown.errors.unreadablePicture', { field: 'picture' })
  }
  const targets = await reportedTargets({ link: input.link, task: input.task, picture })
  const reference = randomUUID()
  const evidenceKey = picture ? evidenceKeyOf(reference) : null
  if (picture && evidenceKey) await storeEvidence(evidenceKey, picture)
  const now = clock.now()
  let reportId: number
  try {
    reportId = await db.transaction(async (trx) => {
      const [row] = await trx
        .table('takedown_reports')
        .insert({
          reference,
          reason: input.reason,
          details: input.details,
          target_url: input.link ?? null,
          evidence_key: evidenceKey,
          reporter_name: input.signature,
          reporter_email: input.email,
          locale: input.locale,
          face_consent: input.faceConsent === true,
          reporter_user_id: input.userId,
          created_at: now,
          due_at: new Date(now.getTime() + DUE_HOURS * 3600_000),
        })
        .returning('id')
      const id: number = row.id
      if (targets.length) {
        await trx
          .table('takedown_report_targets')
          .multiInsert(targets.map((target) => ({ report_id: id, studio_request_id: target })))
      }
      await recordEvent(
        {
          reportId: id,
          actor: 'reporter',
          action: 'filed',
          detail: { reason: input.reason, targets, picture: !!picture, link: !!input.link },
        },
        trx
      )
      await queue.send(carryOutJob, { reportId: id }, { trx })
      return id
    })
  } catch (error) {
    if (evidenceKey) await deleteEvidence(evidenceKey).catch(() => {})
    throw error
  }
  await carryOutReport(reportId).catch((error) =>
    logger.warn({ err: error, reportId }, 'a removal request waits for its job')
  )
  return reference
}
