import db from '@adonisjs/lucid/services/db'
import { preparedQuery } from '#core/db/prepared_statement'
import {
  countMovedInStatement,
  holdInStatement,
  walletErrorOf,
} from '#wallet/actions/hold_in_statement'
import { balanceOf } from '#wallet/queries/balance_of'
import { costInStatement } from '#wallet/queries/cost_of'
import { InsufficientBalanceError } from '#wallet/types/ledger'
import { chatProfileInStatement, chatProfileOf } from '#catalog/queries/chat_profile'
import type { ChatProfile } from '#catalog/types/catalog'
import { ChatError } from '#engagement/actions/chat_error'
import { contextBindings, contextColumns, contextOf } from '#engagement/queries/chat_context'
import type { ChatContext } from '#engagement/queries/chat_context'
import { toMessageView, type ChatMessageRow } from '#engagement/queries/chat_views'
import type { Locale } from '#core/i18n/locales'
import type {
  ChatSendResult,
  ChatTurnStarted as Started,
  SendChatInput,
} from '#engagement/types/chat_turn'
import { clock } from '#core/clock'

/* The accepted half of a chat turn (actions/send_chat_message.ts), and what a replayed key became. */

/**
 * The character (the catalog's read: null for an unknown model), and the
 * conversation, opened by the first message to a character that exists
 * (shared by both statements below). An existing one is only read here: the
 * saved reply moves its time and language (settle_chat_turn), one write per
 * turn instead of two. Two first messages at once: the one that lost the
 * insert finds no row in its snapshot and is run again (RACED); no row
 * twice, no such character.
 */
const CONVERSATION = (locale: Locale) => `character AS (
    SELECT ${chatProfileInStatement(locale, '?::bigint')} AS profile),
  opened AS (
    INSERT INTO chat_conversations (user_id, model_id, language, created_at, updated_at)
    SELECT ?::bigint, ?::bigint, ?, ?::timestamptz, ?::timestamptz
    FROM character WHERE profile IS NOT NULL
    ON CONFLICT (user_id, model_id) DO NOTHING
    RETURNING id),
  conversation AS (
    SELECT id FROM opened
    UNION ALL
    SELECT id FROM chat_conversations WHERE user_id = ? AND model_id = ?)`

/**
 * The turn's price, read by the statement that holds it (a price staff just
 * set is the one charged), and its hold: the wallet's function
 * (hold_in_statement.ts), which raises when the points do not cover it, so
 * nothing of the turn is stored. Bindings: turnBindings().
 */
const PRICE = `price AS (SELECT ${costInStatement('chat').sql} AS points)`
const HELD = (hold: string) => `held AS (SELECT ${hold} AS balance FROM reply r, character ch)`
const TURN_COLUMNS = `c.id AS conversation_id, row_to_json(a) AS asked, r.id AS reply_id,
  r.cost, (SELECT balance FROM held) AS balance, (SELECT profile FROM character) AS profile,
  ${contextColumns('c.id')}
  FROM conversation c LEFT JOIN asked a ON true LEFT JOIN reply r ON true`

/**
 * A new message, unique per client key, with the pending reply answering
 * it and the reply's points held. The sweep (sweep_chat_replies) fails a
 * reply still pending 5 minutes after created_at.
 */
const NEW_MESSAGE = (locale: Locale, hold: string) => `WITH ${CONVERSATION(locale)}, ${PRICE},
  asked AS (
    INSERT INTO chat_messages (conversation_id, sender, content, client_key, created_at)
    SELECT id, 'user', ?, ?, ? FROM conversation
    ON CONFLICT (conversation_id, client_key) DO NOTHING
    RETURNING *),
  reply AS (
    INSERT INTO chat_messages (conversation_id, sender, content, reply_to_id, status, cost, created_at)
    SELECT conversation_id, 'model', '', id, 'pending', (SELECT points FROM price), ? FROM asked
    RETURNING id, cost),
  ${HELD(hold)}
  SELECT ${TURN_COLUMNS}`

/** Another reply to one of the user's own messages (regenerate); the key belongs to the reply. */
const ANOTHER_REPLY = (locale: Locale, hold: string) => `WITH ${CONVERSATION(locale)}, ${PRICE},
  asked AS (
    SELECT m.* FROM chat_messages m JOIN conversation c ON m.conversation_id = c.id
    WHERE m.id = ? AND m.sender = 'user'),
  reply AS (
    INSERT INTO chat_messages
      (conversation_id, sender, content, reply_to_id, client_key, status, cost, created_at)
    SELECT conversation_id, 'model', '', id, ?, 'pending', (SELECT points FROM price), ? FROM asked
    ON CONFLICT (conversation_id, client_key) DO NOTHING
    RETURNING id, cost),
  ${HELD(hold)}
  SELECT ${TURN_COLUMNS}`

type Begun = {
  started: Started
  userMessage: ChatMessageRow
  context: ChatContext
  profile: ChatProfile
}

/**
 * The accepted half of a send, in one autocommitted statement: the
 * character, the conversation, the user's message and the pending reply,
 * the price and its hold, with what the character knows. A key seen before
 * answers with what that send became; an unknown character, 404, and points
 * that do not cover the price, 402 (nothing stored).
 */
export async function beginChatTurn(
  input: SendChatInput,
  text: string
): Promise<Begun | { replay: ChatSendResult }> {
  const now = clock.now()
  const { userId } = input
  // Lucid hands bigint ids over as strings at run time, whatever the type says.
  const modelId = Number(input.modelId)
  if (!Number.isSafeInteger(modelId) || modelId < 1) {
    throw new ChatError('chat.errors.modelNotFound', 404)
  }
  const hold = holdInStatement({
    userId,
    purpose: 'chat',
    metadata: { modelId },
    // The character's name: the user's transactions say who it was with.
    moreMetadata: `jsonb_build_object('subject', ch.profile->>'name')`,
    amount: 'r.cost',
    reference: `'chat_message:' || r.id`,
    idempotencyKey: holdKeySql('r.id'),
  })
  const price = costInStatement('chat').bindings
  const conversation = [modelId, userId, modelId, input.language, now, now, userId, modelId]
  const opening = [...conversation, ...price]
  const locale = input.language
  const [name, sql, bindings] =
    input.regenerateOf === undefined
      ? [
          `chat_new_message_${locale}`,
          NEW_MESSAGE(locale, hold.sql),
          [...opening, text, input.clientKey, now, now],
        ]
      : [
          `chat_another_reply_${locale}`,
          ANOTHER_REPLY(locale, hold.sql),
          [...opening, input.regenerateOf, input.clientKey, now],
        ]
  bindings.push(...hold.bindings, ...contextBindings(input.regenerateOf))
  try {
    let result = await preparedQuery(name, sql, bindings)
    // RACED: the conversation another send opened meanwhile is seen by a new statement.
    if (!result.rows.length) result = await preparedQuery(name, sql, bindings)
    const row = result.rows[0]
    if (!row) throw new ChatError('chat.errors.modelNotFound', 404)
    const conversationId = Number(row.conversation_id)
    if (row.asked === null && input.regenerateOf !== undefined) {
      throw new ChatError('chat.errors.messageNotFound', 404)
    }
    if (row.reply_id === null) return { replay: await replayOf(conversationId, input) }
    const replyId = Number(row.reply_id)
    const cost = Number(row.cost)
    countMovedInStatement('hold', cost)
    const userMessage = row.asked as ChatMessageRow
    const userMessageId = Number(userMessage.id)
    return {
      started: { userId, conversationId, userMessageId, replyId, balance: row.balance, cost },
      userMessage,
      context: contextOf(row),
      profile: chatProfileOf(row.profile, locale)!,
    }
  } catch (error) {
    const refused = walletErrorOf(error) ?? error
    if (refused instanceof InsufficientBalanceError) {
      throw new ChatError('chat.errors.insufficientBalance', 402, {
        balance: refused.balance,
        cost: refused.required,
      })
    }
    throw refused
  }
}

/** The hold's key, as the capture, the release and a deleted conversation name it. */
export function holdKey(replyId: number) {
  return `chat:${replyId}`
}

/** holdKey() of a reply id column, in SQL. */
export function holdKeySql(replyId: string) {
  return `'chat:' || ${replyId}`
}

async function firstRow(sql: string, bindings: unknown[]) {
  const result = await db.rawQuery(sql, bindings as never)
  return result.rows[0]
}

/** What an earlier send with the same client key became. */
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
