import db from '@adonisjs/lucid/services/db'
import { captureHold } from '#wallet/actions/capture_hold'
import { releaseHold } from '#wallet/actions/release_hold'
import { balanceOf } from '#wallet/queries/balance_of'
import { holdKey } from '#engagement/actions/begin_chat_turn'
import { toMessageView } from '#engagement/queries/chat_views'
import type { ChatTurnStarted as Started } from '#engagement/types/chat_turn'

/* The settled half of a chat turn: the reply saved and charged, or failed and refunded. */

/** Saves the reply and captures its points, unless the sweep settled it meanwhile. */
export async function completeChatTurn(started: Started, reply: string, languageNotice: boolean) {
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
export async function failChatTurn(started: Pick<Started, 'replyId'>) {
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
