import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { preparedQuery } from '#core/db/prepared_statement'
import { holdPoints } from '#ledger/actions/hold_points'
import { balanceOf } from '#ledger/queries/balance_of'
import { costOf } from '#ledger/queries/cost_of'
import { InsufficientBalanceError } from '#ledger/exceptions/ledger_errors'
import { chatProfile } from '#catalog/queries/chat_profile'
import type { ChatProfile } from '#catalog/types/catalog'
import { ChatError } from '#engagement/exceptions/chat_error'
import { contextBindings, contextColumns, contextOf } from '#engagement/queries/chat_context'
import type { ChatContext } from '#engagement/queries/chat_context'
import { toMessageView, type ChatMessageRow } from '#engagement/queries/chat_views'
import type {
  ChatSendResult,
  ChatTurnStarted as Started,
  SendChatInput,
} from '#engagement/types/chat_turn'
import { clock } from '#core/clock'

/** Two first messages at once: the one whose insert waited finds no row in its snapshot (RACED). */
const CONVERSATION = `opened AS (
    INSERT INTO chat_conversations (user_id, model_id, language, created_at, updated_at)
    VALUES (?::bigint, ?::bigint, ?, ?::timestamptz, ?::timestamptz)
    ON CONFLICT (user_id, model_id) DO NOTHING
    RETURNING id),
  conversation AS (
    SELECT id FROM opened
    UNION ALL
    SELECT id FROM chat_conversations WHERE user_id = ? AND model_id = ?)`

const TURN_COLUMNS = `c.id AS conversation_id, row_to_json(a) AS asked, r.id AS reply_id,
  ${contextColumns('c.id')}
  FROM conversation c LEFT JOIN asked a ON true LEFT JOIN reply r ON true`

const NEW_MESSAGE = `WITH ${CONVERSATION},
  asked AS (
    INSERT INTO chat_messages (conversation_id, sender, content, client_key, created_at)
    SELECT id, 'user', ?, ?, ? FROM conversation
    ON CONFLICT (conversation_id, client_key) DO NOTHING
    RETURNING *),
  reply AS (
    INSERT INTO chat_messages (conversation_id, sender, content, reply_to_id, status, cost, created_at)
    SELECT conversation_id, 'model', '', id, 'pending', ?::integer, ? FROM asked
    RETURNING id)
  SELECT ${TURN_COLUMNS}`

const ANOTHER_REPLY = `WITH ${CONVERSATION},
  asked AS (
    SELECT m.* FROM chat_messages m JOIN conversation c ON m.conversation_id = c.id
    WHERE m.id = ? AND m.sender = 'user'),
  reply AS (
    INSERT INTO chat_messages
      (conversation_id, sender, content, reply_to_id, client_key, status, cost, created_at)
    SELECT conversation_id, 'model', '', id, ?, 'pending', ?::integer, ? FROM asked
    ON CONFLICT (conversation_id, client_key) DO NOTHING
    RETURNING id)
  SELECT ${TURN_COLUMNS}`

type Begun = {
  started: Started
  userMessage: ChatMessageRow
  context: ChatContext
  profile: ChatProfile
}

export async function beginChatTurn(
  input: SendChatInput,
  text: string
): Promise<Begun | { replay: ChatSendResult }> {
  const { modelId } = input
  try {
    const begun = await db.transaction((trx) => begin(trx, input, text, modelId))
    if ('replayOf' in begun) return { replay: await replayOf(begun.replayOf, input) }
    return begun
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

async function begin(
  trx: TransactionClientContract,
  input: SendChatInput,
  text: string,
  modelId: number
): Promise<Begun | { replayOf: number }> {
  const { userId, language } = input
  const now = clock.now()
  const profile = await chatProfile(modelId, language, { client: trx })
  if (!profile) throw new ChatError('chat.errors.modelNotFound', 404)
  // Read in the transaction that holds it, never from a cache: a price staff just set is charged.
  const cost = await costOf('chat', { client: trx })
  const conversation = [userId, modelId, language, now, now, userId, modelId]
  const [name, sql, bindings] =
    input.regenerateOf === undefined
      ? ['chat_new_message', NEW_MESSAGE, [...conversation, text, input.clientKey, now, cost, now]]
      : [
          'chat_another_reply',
          ANOTHER_REPLY,
          [...conversation, input.regenerateOf, input.clientKey, cost, now],
        ]
  bindings.push(...contextBindings(input.regenerateOf))
  let result = await preparedQuery(name, sql, bindings, trx)
  // RACED: the conversation another send opened meanwhile is seen by a new statement.
  if (!result.rows.length) result = await preparedQuery(name, sql, bindings, trx)
  const row = result.rows[0]
  const conversationId: number = row.conversation_id
  if (row.asked === null && input.regenerateOf !== undefined) {
    throw new ChatError('chat.errors.messageNotFound', 404)
  }
  if (row.reply_id === null) return { replayOf: conversationId }
  const replyId: number = row.reply_id
  const balance =
    cost > 0
      ? await holdChat(trx, { userId, modelId, replyId, cost, subject: profile.name })
      : await balanceOf(userId, { client: trx })
  const userMessage = row.asked as ChatMessageRow
  return {
    started: {
      userId,
      conversationId,
      userMessageId: userMessage.id,
      replyId,
      balance,
      cost,
    },
    userMessage,
    context: contextOf(row),
    profile,
  }
}

type ChatHold = { userId: number; modelId: number; replyId: number; cost: number; subject: string }

async function holdChat(trx: TransactionClientContract, hold: ChatHold) {
  const held = await holdPoints(
    {
      userId: hold.userId,
      amount: hold.cost,
      purpose: 'chat',
      reference: `chat_message:${hold.replyId}`,
      idempotencyKey: holdKey(hold.replyId),
      // The character's name: the user's transactions say who it was with.
      metadata: { modelId: hold.modelId, subject: hold.subject },
    },
    { client: trx }
  )
  return held.balanceAfter
}

export function holdKey(replyId: number) {
  return `chat:${replyId}`
}

async function firstRow(sql: string, bindings: unknown[]) {
  const result = await db.rawQuery(sql, bindings as never)
  return result.rows[0]
}

async function replayOf(conversationId: number, input: SendChatInput): Promise<ChatSendResult> {
  const result = await db.rawQuery(
    `SELECT * FROM chat_messages
     WHERE conversation_id = ? AND client_key = ?`,
    [conversationId, input.clientKey]
  )
  const first = result.rows[0]
  const userRow =
    first.sender === 'user'
      ? first
      : await firstRow('SELECT * FROM chat_messages WHERE id = ?', [first.reply_to_id])
  const replyRow =
    first.sender === 'model'
      ? first
      : await firstRow(
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
    balance: await balanceOf(input.userId),
    cost: replyRow.cost,
    replayed: true,
    remembering: false,
  }
}
