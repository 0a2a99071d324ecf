import db from '@adonisjs/lucid/services/db'
import logger from '@adonisjs/core/services/logger'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type { Locale } from '#core/i18n/locales'
import { chatPort } from '#ai/services/chat/chat_service'
import { languageLockedReply } from '#ai/services/chat/language_lock'
import { chatProfile } from '#catalog/queries/chat_profile'
import { captureHold } from '#wallet/actions/capture_hold'
import { holdPoints } from '#wallet/actions/hold_points'
import { releaseHold } from '#wallet/actions/release_hold'
import { balanceOf } from '#wallet/queries/balance_of'
import { costOf } from '#wallet/queries/cost_of'
import { InsufficientBalanceError } from '#wallet/types/ledger'
import { ChatError } from '#engagement/actions/chat_error'
import { ModeratedReply, checkOutgoingMessage } from '#engagement/actions/chat_moderation'
import { chatContext } from '#engagement/queries/chat_context'
import { toMessageView, type ChatMessageView } from '#engagement/queries/chat_views'
import { rememberFromMessage, refreshSummary } from '#engagement/services/chat_memory'

/** Longest message a user may send (characters, after trimming). */
export const MAX_MESSAGE_LENGTH = 2000

export type SendChatInput = {
  userId: number
  modelId: number
  language: Locale
  /** The browser's key of this send: a double click or a retry with it charges once. */
  clientKey: string
  /** A new message, or… */
  message?: string
  /** …another reply to one of the user's earlier messages (regenerate). */
  regenerateOf?: number
  signal?: AbortSignal
  /** Streaming callers get the reply as it is written. */
  onStart?: (start: ChatSendStart) => void
  onDelta?: (text: string) => void
}

export type ChatSendStart = {
  userMessage: ChatMessageView
  replyId: number
  cost: number
  balance: number
}

export type ChatSendResult = {
  userMessage: ChatMessageView
  reply: ChatMessageView
  balance: number
  cost: number
  /** The reply was sent again for the same key: nothing new was charged. */
  replayed: boolean
}

type Started = {
  userId: number
  conversationId: number
  userMessageId: number
  replyId: number
  balance: number
  cost: number
}

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
  const begun = await begin(input, text)
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
    await fail(started)
    if (error instanceof ChatError) throw error
    if (input.signal?.aborted) throw new ChatError('chat.errors.stopped', 499)
    logger.warn({ err: error, modelId: input.modelId }, 'chat reply failed')
    throw new ChatError('chat.errors.replyFailed', 502)
  }

  const saved = await complete(started, reply, languageNotice)
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

/**
 * The accepted half of a send, in one transaction: the conversation, the
 * user's message (unique per client key), the pending reply and its hold.
 * A key seen before answers with what that send became.
 */
async function begin(
  input: SendChatInput,
  text: string
): Promise<{ started: Started } | { replay: ChatSendResult }> {
  try {
    return await db.transaction(async (trx) => {
      // A charge reads the price now, not the display cache (costs:set from another process).
      const cost = await costOf('chat', { client: trx })
      const conversationId = await openConversation(trx, input)
      const userMessageId =
        input.regenerateOf === undefined
          ? await insertUserMessage(trx, conversationId, text, input.clientKey)
          : await ownUserMessage(trx, conversationId, input.regenerateOf)
      if (userMessageId === null) return { replay: await replayOf(trx, conversationId, input) }
      // Null bindings are fine for PostgreSQL; Lucid's binding type does not list them.
      const regenerateKey = (input.regenerateOf === undefined ? null : input.clientKey) as string
      const reply = await trx.rawQuery(
        `INSERT INTO chat_messages (conversation_id, sender, content, reply_to_id, client_key, status, cost)
         VALUES (?, 'model', '', ?, ?, 'pending', ?)
         ON CONFLICT (conversation_id, client_key) DO NOTHING
         RETURNING id`,
        [conversationId, userMessageId, regenerateKey, cost]
      )
      if (reply.rows.length === 0) return { replay: await replayOf(trx, conversationId, input) }
      const replyId = Number(reply.rows[0].id)
      let balance = await balanceOf(input.userId, { client: trx })
      if (cost > 0) {
        const hold = await holdPoints(
          {
            userId: input.userId,
            amount: cost,
            purpose: 'chat',
            reference: `chat_message:${replyId}`,
            idempotencyKey: holdKey(replyId),
            metadata: { modelId: input.modelId },
          },
          { client: trx }
        )
        balance = hold.balanceAfter
      }
      return {
        started: { userId: input.userId, conversationId, userMessageId, replyId, balance, cost },
      }
    })
  } catch (error) {
    if (error instanceof InsufficientBalanceError) {
      throw new ChatError('chat.errors.insufficientBalance', 402, {
        balance: error.balance,
        cost: error.required,
      })
    }
    throw error
  }
}

export function holdKey(replyId: number) {
  return `chat:${replyId}`
}

async function openConversation(trx: TransactionClientContract, input: SendChatInput) {
  const result = await trx.rawQuery(
    `INSERT INTO chat_conversations (user_id, model_id, language) VALUES (?, ?, ?)
     ON CONFLICT (user_id, model_id) DO UPDATE SET updated_at = now(), language = EXCLUDED.language
     RETURNING id`,
    [input.userId, input.modelId, input.language]
  )
  return Number(result.rows[0].id)
}

/** Returns null when this client key already sent a message (a replay). */
async function insertUserMessage(
  trx: TransactionClientContract,
  conversationId: number,
  text: string,
  clientKey: string
) {
  const result = await trx.rawQuery(
    `INSERT INTO chat_messages (conversation_id, sender, content, client_key)
     VALUES (?, 'user', ?, ?)
     ON CONFLICT (conversation_id, client_key) DO NOTHING
     RETURNING id`,
    [conversationId, text, clientKey]
  )
  return result.rows.length ? Number(result.rows[0].id) : null
}

async function ownUserMessage(trx: TransactionClientContract, conversationId: number, id: number) {
  const result = await trx.rawQuery(
    `SELECT id FROM chat_messages WHERE id = ? AND conversation_id = ? AND sender = 'user'`,
    [id, conversationId]
  )
  if (!result.rows.length) throw new ChatError('chat.errors.messageNotFound', 404)
  return Number(result.rows[0].id)
}

async function firstRow(trx: TransactionClientContract, sql: string, bindings: unknown[]) {
  const result = await trx.rawQuery(sql, bindings as never)
  return result.rows[0]
}

/** What an earlier send with the same client key became. */
async function replayOf(
  trx: TransactionClientContract,
  conversationId: number,
  input: SendChatInput
): Promise<ChatSendResult> {
  const result = await trx.rawQuery(
    `SELECT * FROM chat_messages
     WHERE conversation_id = ? AND client_key = ?`,
    [conversationId, input.clientKey]
  )
  const first = result.rows[0]
  const userRow =
    first.sender === 'user'
      ? first
      : await firstRow(trx, 'SELECT * FROM chat_messages WHERE id = ?', [first.reply_to_id])
  const replyRow =
    first.sender === 'model'
      ? first
      : await firstRow(
          trx,
          'SELECT * FROM chat_messages WHERE reply_to_id = ? AND client_key IS NULL',
          [first.id]
        )
  if (!replyRow || replyRow.status === 'pending') {
    throw new ChatError('chat.errors.inProgress', 409)
  }
  if (replyRow.status === 'failed') throw new ChatError('chat.errors.replyFailed', 502)
  return {
    userMessage: toMessageView(userRow),
    reply: toMessageView(replyRow),
    balance: await balanceOf(input.userId, { client: trx }),
    cost: replyRow.cost,
    replayed: true,
  }
}

/** Saves the reply and captures its points, unless the sweep settled it meanwhile. */
async function complete(started: Started, reply: string, languageNotice: boolean) {
  return db.transaction(async (trx) => {
    const updated = await trx.rawQuery(
      `UPDATE chat_messages SET content = ?, status = 'complete', language_notice = ?
       WHERE id = ? AND status = 'pending' RETURNING *`,
      [reply, languageNotice, started.replyId]
    )
    if (!updated.rows.length) return null
    const row = updated.rows[0]
    if (row.cost === 0) {
      return { reply: toMessageView(row), balance: await balanceOf(started.userId) }
    }
    const captured = await captureHold(holdKey(started.replyId), { client: trx })
    return { reply: toMessageView(row), balance: captured.balanceAfter }
  })
}

/** Marks the reply failed and gives its points back (safe to repeat). */
export async function fail(started: Pick<Started, 'replyId'>) {
  await db.transaction(async (trx) => {
    const updated = await trx.rawQuery(
      `UPDATE chat_messages SET status = 'failed' WHERE id = ? AND status = 'pending' RETURNING cost`,
      [started.replyId]
    )
    if (updated.rows.length && updated.rows[0].cost > 0) {
      await releaseHold(holdKey(started.replyId), { client: trx })
    }
  })
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
