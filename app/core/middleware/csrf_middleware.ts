import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import {
  CSRF_HEADER,
  currentCsrfToken,
  hasValidCsrfToken,
  isSameOriginPost,
} from '#core/csrf/csrf_tokens'
import { StaleFormError } from '#core/exceptions/stale_form_error'

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

// A provider signs what it sends instead, and the controller checks that signature.
const SIGNED_BY_PROVIDER = new Set([
  'payment_gateway.stripe.webhook',
  'payment_gateway.paypal.webhook',
  'studio.video_callback',
])

// Forms on every page, catalog pages included, read without a session and so without a
// token: a same-origin post passes as well as a token.
const SESSIONLESS_FORMS = new Set(['age_gate.confirm', 'newsletter.store'])

// After the route is matched (router middleware), so exceptions are named routes.
export default class CsrfMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    const method = ctx.request.method()
    const name = ctx.route?.name
    const exempt =
      name !== undefined &&
      (SIGNED_BY_PROVIDER.has(name) || (SESSIONLESS_FORMS.has(name) && isSameOriginPost(ctx)))
    if (WRITES.has(method) && !exempt && !hasValidCsrfToken(ctx)) throw new StaleFormError()
    await next()
    // After the handler: a sign-in or sign-out may have replaced the session's secret.
    const token = currentCsrfToken(ctx)
    if (token && !ctx.response.response.headersSent) ctx.response.header(CSRF_HEADER, token)
  }
}
