import type { HttpContext } from '@adonisjs/core/http'
import { sandboxGateways as sandbox } from '#payments/sandbox/sandbox_gateways'
import type { SandboxConfirmResult } from '#payments/sandbox/sandbox_card_gateway'
import {
  sandboxAuthenticateValidator,
  sandboxCardValidator,
  sandboxOrderValidator,
} from '#payments/validators/payments'
import SandboxOrderTransformer from '#payments/sandbox/sandbox_order_transformer'
import { ok, refusal } from '#core/http/json_answer'

// Never in production: the sandbox routes exist only without keys.
export default class SandboxPaymentsController {
  async confirmCard(ctx: HttpContext) {
    const { clientSecret, cardNumber } = await ctx.request.validateUsing(sandboxCardValidator)
    return this.#answer(ctx, await sandbox.card.confirmWithCard(clientSecret, cardNumber))
  }

  async authenticate(ctx: HttpContext) {
    const { clientSecret, approve } = await ctx.request.validateUsing(sandboxAuthenticateValidator)
    return this.#answer(ctx, await sandbox.card.authenticate(clientSecret, approve))
  }

  #answer({ response, t }: HttpContext, result: SandboxConfirmResult | null) {
    if (!result) {
      return response.notFound(refusal('E_NOT_FOUND', t('payments.errors.intent_not_found')))
    }
    if (result.errorCode) {
      return response.paymentRequired(
        refusal(result.errorCode, t(`payments.sandbox.errors.${result.errorCode}`))
      )
    }
    return ok({ status: result.status })
  }

  async paypalCheckout({ request, inertia, response }: HttpContext) {
    const { token } = await request.validateUsing(sandboxOrderValidator, { data: request.qs() })
    const order = await sandbox.paypal.findForApproval(token)
    if (!order) return response.redirect().toRoute('payment.cancel')
    return inertia.render('payments/sandbox_paypal', {
      order: SandboxOrderTransformer.transform(order),
    })
  }

  async paypalApprove({ request, response }: HttpContext) {
    const { token } = await request.validateUsing(sandboxOrderValidator)
    const order = await sandbox.paypal.approve(token)
    if (!order) return response.redirect().toRoute('payment.cancel')
    const url = new URL(order.return_url)
    url.searchParams.set('token', order.id)
    url.searchParams.set('PayerID', 'SANDBOXPAYER')
    return response.redirect(url.pathname + url.search)
  }

  async paypalCancel({ request, response }: HttpContext) {
    const { token } = await request.validateUsing(sandboxOrderValidator)
    const order = await sandbox.paypal.findForApproval(token)
    if (!order) return response.redirect().toRoute('payment.cancel')
    const url = new URL(order.cancel_url)
    url.searchParams.set('token', order.id)
    return response.redirect(url.pathname + url.search)
  }
}
