import type { HttpContext } from '@adonisjs/core/http'
import { errors } from '@vinejs/vine'
import { confirmNewsletter } from '#engagement/actions/confirm_newsletter'
import { subscribeNewsletter } from '#engagement/actions/subscribe_newsletter'
import { subscribeValidator } from '#engagement/validators/newsletter'
import { redirectBack } from '#core/http/redirect_back'
import { isPlainFormPost } from '#core/http/site'

export default class NewsletterController {
  async store(ctx: HttpContext) {
    let email: string
    try {
      ;({ email } = await ctx.request.validateUsing(subscribeValidator))
    } catch (error) {
      // A plain form post (sent before the page's script ran): the footer form sits on
      // pages with email fields of their own, so its refusal comes as a toast, not
      // beside a field, and its input is not flashed into theirs.
      if (!isPlainFormPost(ctx) || !(error instanceof errors.E_VALIDATION_ERROR)) throw error
      ctx.session.flash('toast', { type: 'error', message: error.messages[0].message })
      return redirectBack(ctx, 303)
    }
    await subscribeNewsletter(email, ctx.locale)
    ctx.session.flash('toast', { type: 'success', message: ctx.t('footer.newsletter.sent') })
    return redirectBack(ctx)
  }

  async confirm(ctx: HttpContext) {
    const confirmed = await confirmNewsletter(String(ctx.params.token))
    ctx.session.flash(
      'toast',
      confirmed
        ? { type: 'success', message: ctx.t('footer.newsletter.confirmed') }
        : { type: 'error', message: ctx.t('footer.newsletter.invalidLink') }
    )
    return ctx.response.redirect().toRoute('home')
  }
}
