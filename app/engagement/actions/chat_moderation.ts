import db from '@adonisjs/lucid/services/db'
import {
  checkText,
  hasProvider,
  reportRefusal,
  streamGuard,
} from '#ai/services/moderation/moderation_service'
import type { ModerationContext, ModerationRefusal } from '#ai/services/moderation/moderation_types'
import type { StreamGuard } from '#ai/services/moderation/stream_guard'
import { ChatError } from '#engagement/exceptions/chat_error'

/*
| The message is checked before anything is stored or held (a regenerate
| checks its earlier message again: rules change). The reply is checked as it
| streams: only text the guard released, checked with the words after it, is
| shown, so a cut reply never shows its refused part.
*/

export const REPLY_WITHHELD = 'chat.errors.replyWithheld'

type Outgoing = { userId: number; modelId: number; regenerateOf?: number }

/** A regenerate sends the earlier message once more: it is checked again too. */
export async function checkOutgoingMessage(input: Outgoing, text: string) {
  const message =
    input.regenerateOf === undefined
      ? text
      : await earlierMessage(input.userId, input.modelId, input.regenerateOf)
  if (message === null) return
  const verdict = await checkText(message, { path: 'chat', userId: input.userId })
  if (!verdict.allowed) throw new ChatError(verdict.messageKey, 422)
}

async function earlierMessage(userId: number, modelId: number, messageId: number) {
  const result = await db.rawQuery(
    `SELECT m.content FROM chat_messages m
     JOIN chat_conversations c ON c.id = m.conversation_id
     WHERE m.id = ? AND m.sender = 'user' AND c.user_id = ? AND c.model_id = ?`,
    [messageId, userId, modelId]
  )
  return result.rows.length ? String(result.rows[0].content) : null
}

/** A refusal closes the provider's stream at once; the caller's failure path releases the hold. */
export class ModeratedReply {
  #guard: StreamGuard
  #ctx: ModerationContext

  constructor(
    userId: number,
    private cut: AbortController
  ) {
    this.#ctx = { path: 'reply', userId }
    this.#guard = streamGuard(this.#ctx)
  }

  async push(delta: string) {
    const step = this.#guard.push(delta)
    if (!step.allowed) throw await this.#withhold(step)
    return step.release
  }

  async finish() {
    const step = this.#guard.finish()
    if (!step.allowed) throw await this.#withhold(step)
    if (hasProvider()) {
      // checkText records its own refusals.
      const verdict = await checkText(this.#guard.text.trim(), this.#ctx)
      if (!verdict.allowed) throw this.#cutHere()
    }
    return step.release
  }

  async #withhold(verdict: ModerationRefusal) {
    const error = this.#cutHere()
    await reportRefusal(verdict, this.#ctx)
    return error
  }

  #cutHere() {
    this.cut.abort()
    return new ChatError(REPLY_WITHHELD, 502)
  }
}
