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
| A chat turn through the one moderation service:
| - the user's message is checked before anything is stored or held; a
|   regenerate checks the earlier message it sends again (the rules may
|   have changed since it was accepted);
| - the reply is checked as it streams: only what the guard releases (text
|   already checked with the words after it) reaches the reader, so a cut
|   reply never shows its refused part; with a moderation provider
|   configured the whole reply is asked about too, before its tail is shown
|   and before it is saved and charged.
| A refused reply answers `chat.errors.replyWithheld` (the UI shows it as
| the stream's error, with the points given back), whichever check refused.
*/

export const REPLY_WITHHELD = 'chat.errors.replyWithheld'

type Outgoing = { userId: number; modelId: number; regenerateOf?: number }

/**
 * Refuses (422, the verdict's translated reason) a message the user may not send: the new one
 * (`text`), or the earlier one a regenerate sends once more.
 */
export async function checkOutgoingMessage(input: Outgoing, text: string) {
  const message =
    input.regenerateOf === undefined
      ? text
      : await earlierMessage(input.userId, input.modelId, input.regenerateOf)
  // An unknown earlier message is left to the send (404).
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

/**
 * One streamed reply under moderation. A refusal aborts `cut` (the provider's stream is closed at
 * once), is reported, and throws the withheld error: the caller's failure path releases the hold.
 */
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
