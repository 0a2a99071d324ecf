import { createHmac } from 'node:crypto'
import { appKey } from '#core/runtime/required_settings'

/**
 * OpenAI's `safety_identifier` for a request: a keyed hash (HMAC with APP_KEY) of the user's id,
 * never the e-mail nor the id itself, so that OpenAI can act on one abusive account instead of the
 * whole API key, and nobody holding the value can tell who it is.
 */
export function safetyIdentifier(userId?: number | null) {
  const subject = userId === null || userId === undefined ? 'operator' : `user:${userId}`
  const hash = createHmac('sha256', appKey().release())
    .update(`openai-safety-identifier:${subject}`)
    .digest('base64url')
  return `v1_${hash}`
}
