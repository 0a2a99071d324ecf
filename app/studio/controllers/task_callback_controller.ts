import type { HttpContext } from '@adonisjs/core/http'
import { reconcileTaskCallback } from '#studio/actions/reconcile_task_callback'

/**
 * The provider's webhook (fal's `fal_webhook`) about a video's or a queued photo's task, one URL
 * per submit (our key in the path; the path still says video: webhooks of tasks in flight keep
 * reaching it).
 */
export default class TaskCallbackController {
  async handle({ request, response, params }: HttpContext) {
    const headers: Record<string, string | undefined> = {}
    for (const [name, value] of Object.entries(request.headers())) {
      headers[name] = Array.isArray(value) ? value[0] : value
    }
    const outcome = await reconcileTaskCallback(params.key, headers, request.raw() ?? '')
    if (outcome === 'refused') return response.unauthorized({ received: false })
    return { received: true, outcome }
  }
}
