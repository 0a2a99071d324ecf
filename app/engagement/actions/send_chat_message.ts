import logger from '@adonisjs/core/services/logger'
import { recordAiUsage } from '#ai/actions/record_ai_usage'
import { ChatProviderError, type ChatUsage } from '#ai/services/chat/chat_port'
import { chatPort } from '#ai/services/chat/chat_service'
import { languageLockedReply } from '#ai/services/chat/language_lock'
import { beginChatTurn } from '#engagement/actions/begin_chat_turn'
import { ChatError } from '#engagement/exceptions/chat_error'
import {
  ModeratedReply,
  REPLY_WITHHELD,
  checkOutgoingMessage,
} from '#engagement/actions/chat_moderation'
import { completeChatTurn, failChatTurn } from '#engagement/actions/settle_chat_turn'
import { memoryWorkOf } from '#engagement/actions/update_chat_memory'
import { queueChatMemory } from '#engagement/jobs/chat_memory_job'
import { toMessageView } from '#engagement/queries/chat_views'
import {
  MAX_MESSAGE_LENGTH,
  type ChatSendResult,
  type SendChatInput,
} from '#engagement/types/chat_turn'
import chatConfig from '#config/chat'

export type { ChatSendResult, ChatSendStart, SendChatInput } from '#engagement/types/chat_turn'

/** Held with the message, captured only when a whole reply is saved, released on any other end; a crash between the two is settled by the chat sweep. */
export async function sendChatMessage(input: SendChatInput): Promise<ChatSendResult> {
  const text = input.message?.trim() ?? ''
  if (input.regenerateOf === undefined) {
    if (!text) throw new ChatError('chat.errors.emptyMessage', 422)
    if (text.length > MAX_MESSAGE_LENGTH) {
      throw new ChatError('chat.errors.tooLong', 422, { max: MAX_MESSAGE_LENGTH })
    }
  }
  await checkOutgoingMessage(input, text)

  const begun = await beginChatTurn(input, text)
  if ('replay' in begun) return begun.replay
  const { started, context: known, profile } = begun
  const cost = started.cost
  const userMessage = toMessageView(begun.userMessage)
  input.onStart?.({ userMessage, replyId: started.replyId, cost, balance: started.balance })

  let reply = ''
  let languageNotice = false
  let truncated = false
  // A refused reply aborts `cut`: the provider's stream closes at once.
  const cut = new AbortController()
  const moderated = new ModeratedReply(input.userId, cut)
  const usages: ChatUsage[] = []
  try {
    const stream = languageLockedReply(
      chatPort(),
      {
        persona: profile.persona,
        language: input.language,
        history: known.history,
        summary: known.summary ?? undefined,
        facts: known.facts,
        message: userMessage.content,
        userId: input.userId,
        variation: known.variants,
        avoid: known.earlierReplies,
        onUsage: (usage) => usages.push(usage),
      },
      input.signal ? AbortSignal.any([input.signal, cut.signal]) : cut.signal
    )
    for await (const event of stream) {
      if (typeof event !== 'string') {
        languageNotice = event.languageMismatch
        truncated = event.truncated
        continue
      }
      const piece = withinCap(reply, event)
      reply += piece
      // Only what the guard released (checked with the words after it) is shown.
      const shown = await moderated.push(piece)
      if (shown) input.onDelta?.(shown)
      if (piece.length < event.length) {
        // Past the stored length: the rest is never read (the upstream request closes).
        truncated = true
        break
      }
    }
    reply = reply.trim()
    if (input.signal?.aborted) throw new ChatError('chat.errors.stopped', 499)
    if (!reply) throw new ChatError('chat.errors.emptyReply', 502)
    // The whole reply (and the provider's opinion, when one is configured), then its tail.
    const tail = await moderated.finish()
    if (tail) input.onDelta?.(tail)
  } catch (error) {
    await failChatTurn(started)
    await recordUsages(usages, started.replyId, input.userId)
    throw failureOf(error, input)
  }
  await recordUsages(usages, started.replyId, input.userId)

  const saved = await completeChatTurn(
    started,
    { content: reply, languageNotice, truncated },
    input.language
  )
  if (!saved) throw new ChatError('chat.errors.replyFailed', 502)
  const memory = memoryWorkOf({
    conversationId: started.conversationId,
    userId: input.userId,
    language: input.language,
    userMessageId: started.userMessageId,
    message: input.regenerateOf === undefined ? text : null,
    unsummarizedTurns: saved.unsummarizedTurns,
  })
  if (memory) queueChatMemory(memory)

  return {
    userMessage,
    reply: saved.reply,
    balance: saved.balance,
    cost,
    replayed: false,
    remembering: memory?.factsFrom !== undefined,
  }
}

/** Cut back to the last space when one is near, never before what was already shown. */
function withinCap(reply: string, piece: string) {
  const max = chatConfig.maxReplyChars
  if (reply.length + piece.length <= max) return piece
  const whole = reply + piece
  const space = whole.lastIndexOf(' ', max)
  const end = space > max * 0.8 ? space : max
  return whole.slice(reply.length, Math.max(end, reply.length))
}

async function recordUsages(usages: ChatUsage[], replyId: number, userId: number) {
  for (const usage of usages) {
    await recordAiUsage({
      ...usage,
      purpose: 'chat_reply',
      subjectId: replyId,
      userId,
      port: 'chat',
    })
  }
}

function failureOf(error: unknown, input: SendChatInput) {
  if (error instanceof ChatError) return error
  if (input.signal?.aborted) return new ChatError('chat.errors.stopped', 499)
  const kind = error instanceof ChatProviderError ? error.kind : null
  // Logged once by the adapter's breaker, naming the setting to fix: not once per message.
  if (kind === 'misconfigured') return new ChatError('chat.errors.unavailable', 503)
  logger.warn({ err: error, modelId: input.modelId }, 'chat reply failed')
  if (kind === 'incomplete') return new ChatError('chat.errors.replyIncomplete', 502)
  if (kind === 'rate_limited') return new ChatError('chat.errors.busy', 429)
  if (kind === 'refused') return new ChatError(REPLY_WITHHELD, 502)
  return new ChatError('chat.errors.replyFailed', 502)
}
