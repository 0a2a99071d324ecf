import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { holdPoints } from '#wallet/actions/hold_points'
import { balanceOf } from '#wallet/queries/balance_of'
import { InsufficientBalanceError } from '#wallet/types/ledger'
import { ChatError } from '#engagement/actions/chat_error'
import { contextBindings, contextColumns, contextOf } from '#engagement/queries/chat_context'
import type { ChatContext } from '#engagement/queries/chat_context'
import { toMessageView, type ChatMessageRow } from '#engagement/queries/chat_views'
import type {
  ChatSendResult,
  ChatTurnStarted as Started,
  SendChatInput,
} from '#engagement/types/chat_turn'
import { clock } from '#core/clock'

/* The accepted half of a chat turn (actions/send_chat_message.ts), and what a replayed key became. */

/**
 * The conversation, opened by the first message (shared by both statements
 * below). An existing one is only read here: the saved reply moves its time
 * and language (settle_chat_turn), one write per turn instead of two. Two
 * first messages at once: the one that lost the insert finds no row in its
 * snapshot and is run again (RACED).
 */
const CONVERSATION = `opened AS (
    INSERT INTO chat_conversations (user_id, model_id, language, created_at, updated_at)
    VALUES (?, ?, ?, ?, ?)
    ON CONFLICT (user_id, model_id) DO NOTHING
    RETURNING id),
  conversation AS (
    SELECT id FROM opened
    UNION ALL
    SELECT id FROM chat_conversations WHERE user_id = ? AND model_id = ?)`

/**
 * A new message, unique per client key, with the pending reply answering
 * it. The sweep (sweep_chat_replies) fails a reply still pending 5 minutes
 * after created_at.
 */
const NEW_MESSAGE = `WITH ${CONVERSATION},
  asked AS (
    INSERT INTO chat_messages (conversation_id, sender, content, client_key, created_at)
    SELECT id, 'user', ?, ?, ? FROM conversation
    ON CONFLICT (conversation_id, client_key) DO NOTHING
    RETURNING *),
  reply AS (
    INSERT INTO chat_messages (conversation_id, sender, content, reply_to_id, status, cost, created_at)
    SELECT conversation_id, 'model', '', id, 'pending', ?, ? FROM asked
    RETURNING id)
  SELECT c.id AS conversation_id, row_to_json(a) AS asked, r.id AS reply_id, ${contextColumns('c.id')}
  FROM conversation c LEFT JOIN asked a ON true LEFT JOIN reply r ON true`

/** Another reply to one of the user's own messages (regenerate); the key belongs to the reply. */
const ANOTHER_REPLY = `WITH ${CONVERSATION},
  asked AS (
    SELECT m.* FROM chat_messages m JOIN conversation c ON m.conversation_id = c.id
    WHERE m.id = ? AND m.sender = 'user'),
  reply AS (
    INSERT INTO chat_messages
      (conversation_id, sender, content, reply_to_id, client_key, status, cost, created_at)
    SELECT conversation_id, 'model', '', id, ?, 'pending', ?, ? FROM asked
    ON CONFLICT (conversation_id, client_key) DO NOTHING
    RETURNING id)
  SELECT c.id AS conversation_id, row_to_json(a) AS asked, r.id AS reply_id, ${contextColumns('c.id')}
  FROM conversation c LEFT JOIN asked a ON true LEFT JOIN reply r ON true`

type Begun = { started: Started; userMessage: ChatMessageRow; context: ChatContext }

/**
 * The accepted half of a send, in one transaction of two statements: the
 * conversation, the user's message and the pending reply, with what the
 * character knows (one statement), then the hold of `cost` points (wallet's
 * holdPoints, one statement). A key seen before answers with what that send
 * became.
 */
export async function beginChatTurn(
  input: SendChatInput,
  text: string,
  cost: number,
  /** The character's name, kept on the hold so the user's transactions say who it was with. */
  subject: string
): Promise<Begun | { replay: ChatSendResult }> {
  const now = clock.now()
  const { userId, modelId } = input
  const conversation = [userId, modelId, input.language, now, now, userId, modelId]
  const [sql, bindings] =
    input.regenerateOf === undefined
      ? [NEW_MESSAGE, [...conversation, text, input.clientKey, now, cost, now]]
      : [ANOTHER_REPLY, [...conversation, input.regenerateOf, input.clientKey, cost, now]]
  bindings.push(...contextBindings(input.regenerateOf))
  try {
    return await db.transaction(async (trx) => {
      let result = await trx.rawQuery(sql, bindings)
      // RACED: the conversation another send opened meanwhile is seen by a new statement.
      if (!result.rows.length) result = await trx.rawQuery(sql, bindings)
      const row = result.rows[0]
      const conversationId = Number(row.conversation_id)
      if (row.asked === null && input.regenerateOf !== undefined) {
        throw new ChatError('chat.errors.messageNotFound', 404)
      }
      if (row.reply_id === null) return { replay: await replayOf(trx, conversationId, input) }
      const replyId = Number(row.reply_id)
      const balance = await holdFor(trx, input, replyId, cost, subject)
      const userMessage = row.asked as ChatMessageRow
      const userMessageId = Number(userMessage.id)
      return {
        started: { userId: input.userId, conversationId, userMessageId, replyId, balance, cost },
        userMessage,
        context: contextOf(row),
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

/** The turn's points held (the balance after), or the balance when the chat is free. */
async function holdFor(
  trx: TransactionClientContract,
  input: SendChatInput,
  replyId: number,
  cost: number,
  subject: string
) {
  if (cost === 0) return balanceOf(input.userId, { client: trx })
  const held = await holdPoints(
    {
      userId: input.userId,
      amount: cost,
      purpose: 'chat',
      reference: `chat_message:${replyId}`,
      idempotencyKey: holdKey(replyId),
      metadata: { modelId: input.modelId, subject },
    },
    { client: trx }
  )
  return held.balanceAfter
}

export function holdKey(replyId: number) {
  return `chat:${replyId}`
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
          `SELECT * FROM chat_messages WHERE reply_to_id = ? AND client_key IS NULL
           ORDER BY id LIMIT 1`,
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
