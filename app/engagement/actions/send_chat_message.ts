import logger from '@adonisjs/core/services/logger'
import { chatPort } from '#ai/services/chat/chat_service'
import { languageLockedReply } from '#ai/services/chat/language_lock'
import { chatProfile } from '#catalog/queries/chat_profile'
import { beginChatTurn } from '#engagement/actions/begin_chat_turn'
import { ChatError } from '#engagement/actions/chat_error'
import { ModeratedReply, checkOutgoingMessage } from '#engagement/actions/chat_moderation'
import { refreshSummary } from '#engagement/actions/refresh_chat_summary'
import { rememberFromMessage } from '#engagement/actions/remember_chat_facts'
import { completeChatTurn, failChatTurn } from '#engagement/actions/settle_chat_turn'
import { chatContext } from '#engagement/queries/chat_context'
import { toMessageView } from '#engagement/queries/chat_views'
import {
  MAX_MESSAGE_LENGTH,
  type ChatSendResult,
  type SendChatInput,
} from '#engagement/types/chat_turn'

export type { ChatSendResult, ChatSendStart, SendChatInput } from '#engagement/types/chat_turn'

/**
 * One chat turn, billed exactly as the ledger promises: the chat cost is
 * held when the message is accepted (with the message and the pending reply,
 * in one transaction), captured only when a complete reply is saved, and
 * released on an error, an abort, a moderation block or an empty reply.
 * A crash between the two leaves a pending reply that the chat sweep settles.
 */
export async function sendChatMessage(input: SendChatInput): Promise<ChatSendResult> {
  const text = input.message?.trim() ?? ''
  if (input.regenerateOf === undefined) {
    if (!text) throw new ChatError('chat.errors.emptyMessage', 422)
    if (text.length > MAX_MESSAGE_LENGTH) {
      throw new ChatError('chat.errors.tooLong', 422, { max: MAX_MESSAGE_LENGTH })
    }
  }
  await checkOutgoingMessage(input, text)

  const profile = await chatProfile(input.modelId, input.language)
  if (!profile) throw new ChatError('chat.errors.modelNotFound', 404)
  const begun = await beginChatTurn(input, text)
  if ('replay' in begun) return begun.replay
  const { started } = begun
  const { cost } = started
  const context = await chatContext(started.conversationId, started.userMessageId)
  input.onStart?.({
    userMessage: toMessageView(context.userMessage),
    replyId: started.replyId,
    cost,
    balance: started.balance,
  })

  let reply = ''
  let languageNotice = false
  // A refused reply aborts `cut`: the provider's stream closes at once.
  const cut = new AbortController()
  const moderated = new ModeratedReply(input.userId, cut)
  try {
    const stream = languageLockedReply(
      chatPort(),
      {
        persona: profile.persona,
        language: input.language,
        history: context.history,
        summary: context.summary ?? undefined,
        facts: context.facts,
        message: context.userMessage.content,
        variation: context.variants,
      },
      input.signal ? AbortSignal.any([input.signal, cut.signal]) : cut.signal
    )
    for await (const piece of stream) {
      if (typeof piece !== 'string') {
        languageNotice = piece.languageMismatch
        continue
      }
      reply += piece
      // Only what the guard released (checked with the words after it) is shown.
      const shown = await moderated.push(piece)
      if (shown) input.onDelta?.(shown)
    }
    reply = reply.trim()
    if (input.signal?.aborted) throw new ChatError('chat.errors.stopped', 499)
    if (!reply) throw new ChatError('chat.errors.emptyReply', 502)
    // The whole reply (and the provider's opinion, when one is configured), then its tail.
    const tail = await moderated.finish()
    if (tail) input.onDelta?.(tail)
  } catch (error) {
    await failChatTurn(started)
    if (error instanceof ChatError) throw error
    if (input.signal?.aborted) throw new ChatError('chat.errors.stopped', 499)
    logger.warn({ err: error, modelId: input.modelId }, 'chat reply failed')
    throw new ChatError('chat.errors.replyFailed', 502)
  }

  const saved = await completeChatTurn(started, reply, languageNotice)
  if (!saved) throw new ChatError('chat.errors.replyFailed', 502)
  await afterReply(started.conversationId, context.userMessage.content, input)

  return {
    userMessage: toMessageView(context.userMessage),
    reply: saved.reply,
    balance: saved.balance,
    cost,
    replayed: false,
  }
}

/** Memory work after a saved reply; a failure here never fails the send. */
async function afterReply(conversationId: number, message: string, input: SendChatInput) {
  try {
    const { userId, regenerateOf } = input
    if (regenerateOf === undefined) await rememberFromMessage(conversationId, message, userId)
    await refreshSummary(conversationId, input.language)
  } catch (error) {
    logger.warn({ err: error, conversationId }, 'chat memory update failed')
  }
}
