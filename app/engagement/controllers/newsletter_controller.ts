import type { HttpContext } from '@adonisjs/core/http'
import { confirmNewsletter } from '#engagement/actions/confirm_newsletter'
import { subscribeNewsletter } from '#engagement/actions/subscribe_newsletter'
import { subscribeValidator } from '#engagement/validators/newsletter'
import { redirectBack } from '#core/http/redirect_back'

export default class NewsletterController {
  async store(ctx: HttpContext) {
    const { email } = await ctx.request.validateUsing(subscribeValidator)
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
