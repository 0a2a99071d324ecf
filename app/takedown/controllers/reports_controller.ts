import { readFile } from 'node:fs/promises'
import type { HttpContext } from '@adonisjs/core/http'
import { limitAttempts } from '#accounts/actions/limit_attempts'
import { fileReport } from '#takedown/actions/file_report'
import { MAX_EVIDENCE_BYTES, reportValidator } from '#takedown/validators/report'
import { DUE_HOURS, REPORT_LIMITS } from '#takedown/types/takedown'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

export default class ReportsController {
  async show(ctx: HttpContext) {
    const task = ctx.request.qs().task
    const sent = ctx.session.flashMessages.get('takedownSent')
    return ctx.inertia.render('takedown/report', {
      task: typeof task === 'string' && UUID.test(task) ? task : null,
      sent: typeof sent === 'string' ? sent : null,
      maxBytes: MAX_EVIDENCE_BYTES,
      dueHours: DUE_HOURS,
      limits: REPORT_LIMITS,
    })
  }

  async store(ctx: HttpContext) {
    await limitAttempts('takedownReport', ctx.request.ip())
    const payload = await ctx.request.validateUsing(reportValidator)
    const reference = await fileReport({
      reason: payload.reason,
      details: payload.details,
      link: payload.link,
      task: payload.task,
      picture: payload.picture?.tmpPath ? await readFile(payload.picture.tmpPath) : undefined,
      signature: payload.signature,
      email: payload.email,
      faceConsent: payload.faceConsent,
      locale: ctx.locale,
      userId: ctx.auth.user?.id ?? null,
    })
    ctx.session.flash('takedownSent', reference)
    return ctx.response.redirect().status(303).toRoute('takedown.new')
  }
}
