import { recordRefusal } from '#ai/actions/record_refusal'
import type { RunningRequest } from '#studio/queries/running_request'

/**
 * A generation provider's content policy refused a request (OpenAI Images' moderation_blocked,
 * fal's content_policy_violation): recorded as any refusal is (moderation_refusals, the log line,
 * the counter, the staff flag), never the prompt.
 */
export async function recordProviderRefusal(request: RunningRequest) {
  const type = request.kind.endsWith('video') ? 'video' : 'photo'
  await recordRefusal(
    { path: request.kind, userId: request.userId },
    {
      allowed: false,
      category: 'provider_policy',
      ruleId: `provider.${type === 'video' ? 'video' : 'image'}.content_policy`,
      source: 'provider',
      messageKey: `studio.status.policyRefusedMessage.${type}`,
    }
  )
}
