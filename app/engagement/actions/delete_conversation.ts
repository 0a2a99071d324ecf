import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { releaseHold } from '#ledger/actions/release_hold'
import { holdKey } from '#engagement/actions/begin_chat_turn'

/**
 * Deletes a user's conversation(s) with everything in them. A reply still being written gives its
 * held points back first, so nothing is left held for a message that no longer exists.
 */
export async function deleteConversations(
  userId: number,
  modelId?: number,
  trx?: TransactionClientContract
) {
  const work = async (client: TransactionClientContract) => {
    const filter = modelId ? 'AND c.model_id = ?' : ''
    const values = modelId ? [userId, modelId] : [userId]
    const pending = await client.rawQuery(
      `SELECT m.id, m.cost FROM chat_messages m JOIN chat_conversations c ON c.id = m.conversation_id
       WHERE c.user_id = ? ${filter} AND m.status = 'pending' AND m.sender = 'model'
       FOR UPDATE OF m`,
      values
    )
    for (const row of pending.rows) {
      if (row.cost > 0) await releaseHold(holdKey(row.id), { client })
    }
    const deleted = await client.rawQuery(
      `DELETE FROM chat_conversations c WHERE c.user_id = ? ${filter} RETURNING id`,
      values
    )
    return deleted.rows.length
  }
  return trx ? work(trx) : db.transaction(work)
}
