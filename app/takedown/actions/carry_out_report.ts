import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { blockCopies, blockFace } from '#ai/actions/block_media'
import { fingerprintsOf } from '#ai/queries/media_fingerprints'
import { mailRecipients } from '#core/mail/recipients'
import { releaseResult, removeResult, withholdResult } from '#studio/actions/take_down_result'
import { resultMedia, resultsByIds } from '#studio/queries/reported_results'
import { resultsLike } from '#studio/queries/results_like'
import { recordEvent } from '#takedown/actions/record_event'
import { deleteEvidence, readEvidence } from '#takedown/services/evidence'
import { mailOwner, mailReporter, type ReporterStep } from '#takedown/services/takedown_mails'
import type { ReportStatus } from '#takedown/types/takedown'

type Report = {
  id: number
  reference: string
  status: ReportStatus
  reason: string
  evidence_key: string | null
  reporter_name: string
  reporter_email: string
  locale: 'es' | 'en'
  face_consent: boolean
  decision_note: string | null
}

const STEP_OF: Record<ReportStatus, ReporterStep> = {
  open: 'received',
  withheld: 'withheld',
  removed: 'removed',
  rejected: 'rejected',
}

// Runs after each decision commits and again by its job: every step checks the
// trail before acting, under the request's row lock, so a second run does nothing twice.
export async function carryOutReport(reportId: number) {
  await db.transaction(async (trx) => {
    const report: Report | null = await trx
      .from('takedown_reports')
      .where('id', reportId)
      .forUpdate()
      .first()
    if (!report) return
    const done = await stepsDone(reportId, trx)
    const targets = await targetsOf(reportId, trx)
    if (report.status === 'open' && report.reason === 'minor') {
      await withholdAll(report, targets, trx)
      report.status = 'withheld'
    }
    if (report.status === 'removed') await removeAll(report, targets, done, trx)
    if (report.status === 'rejected') await releaseAll(report, targets, done, trx)
    const step = STEP_OF[report.status]
    if (!done.has(`reporter_told:${step}`)) {
      await mailReporter(
        {
          email: report.reporter_email,
          name: report.reporter_name,
          locale: report.locale,
          reference: report.reference,
          note: report.decision_note,
        },
        step
      )
      await recordEvent(
        { reportId, actor: 'system', action: 'reporter_told', detail: { step } },
        trx
      )
    }
  })
}

/** Trail keys: `action`, `action:requestId`, `reporter_told:step`. */
async function stepsDone(reportId: number, trx: TransactionClientContract) {
  const rows = await trx
    .from('takedown_events')
    .where('report_id', reportId)
    .select('action', 'detail')
  const done = new Set<string>()
  for (const row of rows) {
    done.add(row.action)
    if (row.detail?.requestId) done.add(`${row.action}:${row.detail.requestId}`)
    if (row.detail?.step) done.add(`${row.action}:${row.detail.step}`)
  }
  return done
}

async function targetsOf(reportId: number, trx: TransactionClientContract) {
  const rows = await trx
    .from('takedown_report_targets')
    .where('report_id', reportId)
    .orderBy('studio_request_id')
    .select('studio_request_id')
  return rows.map((row): number => row.studio_request_id)
}

async function withholdAll(report: Report, targets: number[], trx: TransactionClientContract) {
  const reportId = report.id
  for (const requestId of targets) await withholdResult(requestId)
  await trx.from('takedown_reports').where('id', reportId).update({ status: 'withheld' })
  await recordEvent({ reportId, actor: 'system', action: 'withheld', detail: { targets } }, trx)
}

async function releaseAll(
  report: Report,
  targets: number[],
  done: Set<string>,
  trx: TransactionClientContract
) {
  const reportId = report.id
  for (const requestId of targets) {
    if (done.has(`released:${requestId}`)) continue
    if (await releaseResult(requestId)) {
      await recordEvent(
        { reportId, actor: 'system', action: 'released', detail: { requestId } },
        trx
      )
    }
  }
  await dropEvidence(report, done, trx)
}

// The face is blocked only with the reporter's consent.
async function removeAll(
  report: Report,
  targets: number[],
  done: Set<string>,
  trx: TransactionClientContract
) {
  const reportId = report.id
  const source = `takedown:${reportId}`
  const queue = [...targets]
  const seen = new Set(queue)
  while (queue.length) {
    const requestId = queue.shift()!
    const [result] = await resultsByIds([requestId])
    // Gone with its owner's deletion, or removed by another request before this one.
    if (!result || (result.removed && !done.has(`result_removed:${requestId}`))) continue
    const media = await resultMedia(requestId)
    if (media?.mimeType) {
      const blocked = await blockCopies(
        { source, media: media.data, mimeType: media.mimeType },
        trx
      )
      await recordEvent(
        { reportId, actor: 'system', action: 'copies_blocked', detail: { requestId, blocked } },
        trx
      )
      for (const copy of await resultsLike(await fingerprintsOf(media.data, media.mimeType))) {
        if (seen.has(copy.requestId)) continue
        seen.add(copy.requestId)
        queue.push(copy.requestId)
        await trx
          .table('takedown_report_targets')
          .insert({ report_id: reportId, studio_request_id: copy.requestId })
          .onConflict(['report_id', 'studio_request_id'])
          .ignore()
      }
    }
    await removeResult(requestId)
    if (!done.has(`result_removed:${requestId}`)) {
      await recordEvent(
        { reportId, actor: 'system', action: 'result_removed', detail: { requestId } },
        trx
      )
    }
    if (done.has(`owner_told:${requestId}`)) continue
    const owner = await mailRecipients.of(result.userId)
    if (owner) await mailOwner(owner, result.kind)
    await recordEvent(
      { reportId, actor: 'system', action: 'owner_told', detail: { requestId, told: !!owner } },
      trx
    )
  }
  if (report.evidence_key && !done.has('evidence_deleted')) {
    const picture = await readEvidence(report.evidence_key).catch(() => null)
    if (picture) {
      const blocked = await blockCopies({ source, media: picture, mimeType: 'image/jpeg' }, trx)
      await recordEvent(
        {
          reportId,
          actor: 'system',
          action: 'copies_blocked',
          detail: { evidence: true, blocked },
        },
        trx
      )
      if (report.face_consent && !done.has('face_blocked')) {
        const outcome = await blockFace({ source, picture }, trx)
        await recordEvent(
          { reportId, actor: 'system', action: 'face_blocked', detail: { outcome } },
          trx
        )
      }
    }
  }
  await dropEvidence(report, done, trx)
}

// The reporter's picture is kept only until the decision; its fingerprints stay for the block.
async function dropEvidence(report: Report, done: Set<string>, trx: TransactionClientContract) {
  if (!report.evidence_key || done.has('evidence_deleted')) return
  await deleteEvidence(report.evidence_key)
  await trx.from('takedown_reports').where('id', report.id).update({ evidence_key: null })
  await recordEvent({ reportId: report.id, actor: 'system', action: 'evidence_deleted' }, trx)
}
