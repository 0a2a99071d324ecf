import db from '@adonisjs/lucid/services/db'
import { failChatTurn as fail } from '#engagement/actions/settle_chat_turn'
import { clock } from '#core/clock'

/** A reply still pending after this long was cut off by a crash or a lost connection. */
export const CHAT_REPLY_DEADLINE_SECONDS = 300

/**
 * Settles replies a crash left half-done: each is marked failed and its held points are given back.
 * Safe to repeat and to run beside live sends (fail() only touches a reply that is still pending).
 */
export async function sweepChatReplies(now = clock.now()) {
  const stale = await db.rawQuery(
    `SELECT id FROM chat_messages
     WHERE status = 'pending' AND sender = 'model' AND created_at < ?::timestamptz - make_interval(secs => ?)
     ORDER BY id LIMIT 500`,
    [now.toISOString(), CHAT_REPLY_DEADLINE_SECONDS]
  )
  for (const row of stale.rows) await fail({ replyId: row.id })
  return stale.rows.length as number
}
