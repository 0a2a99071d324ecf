import type { HttpContext } from '@adonisjs/core/http'
import { clock } from '#core/clock'
import { onReplica } from '#core/db/replica_reads'
import { decideReport } from '#takedown/actions/decide_report'
import { reportDetail } from '#takedown/queries/report_detail'
import { reportQueue } from '#takedown/queries/report_queue'
import QueuedReportTransformer from '#takedown/transformers/queued_report_transformer'
import ReportDetailTransformer from '#takedown/transformers/report_detail_transformer'
import { TakedownError } from '#takedown/exceptions/takedown_error'
import { rejectValidator, removeValidator } from '#takedown/validators/report'
import { REPORT_LIMITS } from '#takedown/types/takedown'

export default class StaffReportsController {
  async index(ctx: HttpContext) {
    const { waiting, decided } = await onReplica(reportQueue)
    return ctx.inertia.render('takedown/staff_reports', {
      waiting: QueuedReportTransformer.transform(waiting),
      decided: QueuedReportTransformer.transform(decided),
      // The clocks count from the server's time, the same in its markup and the browser's.
      now: clock.now().toISOString(),
    })
  }

  async show(ctx: HttpContext) {
    const report = await onReplica(() => reportDetail(ctx.params.id))
    if (!report) throw new TakedownError('takedown.errors.notFound', { status: 404 })
    return ctx.inertia.render('takedown/staff_report', {
      report: ReportDetailTransformer.transform(report),
      noteLength: REPORT_LIMITS.note,
    })
  }

  async remove(ctx: HttpContext) {
    const { note } = await ctx.request.validateUsing(removeValidator)
    await decideReport(ctx.params.id, ctx.auth.getUserOrFail().id, {
      decision: 'remove',
      note: note ?? null,
    })
    ctx.session.flash('toast', { type: 'success', message: ctx.t('takedown.staff.removedToast') })
    return ctx.response.redirect().status(303).toRoute('takedown.staff.show', { id: ctx.params.id })
  }

  async reject(ctx: HttpContext) {
    const { note } = await ctx.request.validateUsing(rejectValidator)
    await decideReport(ctx.params.id, ctx.auth.getUserOrFail().id, {
      decision: 'reject',
      note,
    })
    ctx.session.flash('toast', { type: 'success', message: ctx.t('takedown.staff.rejectedToast') })
    return ctx.response.redirect().status(303).toRoute('takedown.staff.show', { id: ctx.params.id })
  }
}
