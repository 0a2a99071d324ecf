import type { HttpContext } from '@adonisjs/core/http'
import { reconcileVideoCallback } from '#studio/actions/reconcile_video_callback'

/**
 * The video provider's webhook (fal's `fal_webhook`), one URL per submit
 * (our key in the path). Its signature is checked on the raw body; an
 * unsigned or stale call is refused (401) and changes nothing. A 5xx (our
 * database away) makes the provider send it again.
 */
export default class VideoCallbackController {
  async handle({ request, response, params }: HttpContext) {
    const headers: Record<string, string | undefined> = {}
    for (const [name, value] of Object.entries(request.headers())) {
      headers[name] = Array.isArray(value) ? value[0] : value
    }
    const outcome = await reconcileVideoCallback(params.key, headers, request.raw() ?? '')
    if (outcome === 'refused') return response.unauthorized({ received: false })
    return { received: true, outcome }
  }
}
