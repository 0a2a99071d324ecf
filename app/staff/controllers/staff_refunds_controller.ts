import type { HttpContext } from '@adonisjs/core/http'
import { redirectBack } from '#core/http/redirect_back'
import { eurosToCents, staffRefundValidator } from '#staff/validators/staff_refund'
import { refundPurchase } from '#payments/actions/refund_purchase'

export default class StaffRefundsController {
  async store(ctx: HttpContext) {
    const { amount, refundedCents } = await ctx.request.validateUsing(staffRefundValidator)
    const staff = ctx.auth.getUserOrFail()
    const outcome = await refundPurchase({
      purchaseId: ctx.params.id,
      amountCents: amount === undefined ? undefined : eurosToCents(amount),
      expectedRefundedCents: refundedCents,
      staffUserId: staff.id,
    })
    ctx.session.flash('toast', {
      type: 'success',
      message: ctx.t('staff.purchases.refunded', {
        amount: outcome.refundedCents / 100,
        formatParams: { amount: { currency: outcome.currency.toUpperCase() } },
        points: outcome.reversedPoints + outcome.clawedBackPoints,
        clawedBack: outcome.clawedBackPoints,
        balance: outcome.balanceAfter,
      }),
    })
    // 303 back to the page, its query (the account searched) kept.
    return redirectBack(ctx, 303)
  }
}
