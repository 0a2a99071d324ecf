import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { holdPoints } from '#wallet/actions/hold_points'
import { balanceOf } from '#wallet/queries/balance_of'
import { costOf } from '#wallet/queries/cost_of'
import { InsufficientBalanceError } from '#wallet/types/ledger'
import { ChatError } from '#engagement/actions/chat_error'
import { toMessageView } from '#engagement/queries/chat_views'
import type {
  ChatSendResult,
  ChatTurnStarted as Started,
  SendChatInput,
} from '#engagement/types/chat_turn'
import { clock } from '#core/clock'

/* The accepted half of a chat turn (actions/send_chat_message.ts), and what a replayed key became. */

/**
 * The accepted half of a send, in one transaction: the conversation, the
 * user's message (unique per client key), the pending reply and its hold.
 * A key seen before answers with what that send became.
 */
export async function beginChatTurn(
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
      // The sweep (sweep_chat_replies) fails a reply still pending 5 minutes after created_at.
      const reply = await trx.rawQuery(
        `INSERT INTO chat_messages
           (conversation_id, sender, content, reply_to_id, client_key, status, cost, created_at)
         VALUES (?, 'model', '', ?, ?, 'pending', ?, ?)
         ON CONFLICT (conversation_id, client_key) DO NOTHING
         RETURNING id`,
        [conversationId, userMessageId, regenerateKey, cost, clock.now()]
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
  const now = clock.now()
  const result = await trx.rawQuery(
    `INSERT INTO chat_conversations (user_id, model_id, language, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?)
     ON CONFLICT (user_id, model_id)
     DO UPDATE SET updated_at = EXCLUDED.updated_at, language = EXCLUDED.language
     RETURNING id`,
    [input.userId, input.modelId, input.language, now, now]
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
    `INSERT INTO chat_messages (conversation_id, sender, content, client_key, created_at)
     VALUES (?, 'user', ?, ?, ?)
     ON CONFLICT (conversation_id, client_key) DO NOTHING
     RETURNING id`,
    [conversationId, text, clientKey, clock.now()]
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
