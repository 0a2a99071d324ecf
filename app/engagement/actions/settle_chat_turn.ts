import db from '@adonisjs/lucid/services/db'
import { preparedQuery } from '#core/db/prepared_statement'
import { captureHold } from '#ledger/actions/capture_hold'
import { releaseHold } from '#ledger/actions/release_hold'
import { balanceOf } from '#ledger/queries/balance_of'
import { holdKey } from '#engagement/actions/begin_chat_turn'
import { toMessageView } from '#engagement/queries/chat_views'
import type { ChatTurnStarted as Started } from '#engagement/types/chat_turn'
import type { Locale } from '#core/i18n/locales'
import { clock } from '#core/clock'

/** Set-based count of unsummarized turns (no read-modify-write); a variant does not count. */
const COMPLETE = `
  WITH reply AS (
    UPDATE chat_messages SET content = ?, status = 'complete', language_notice = ?, truncated = ?
    WHERE id = ? AND status = 'pending' RETURNING *),
  answered AS (
    UPDATE chat_messages u SET status = 'complete' FROM reply
    WHERE u.id = reply.reply_to_id AND u.status = 'failed'),
  counted AS (
    UPDATE chat_conversations c SET updated_at = ?, language = ?,
      unsummarized_turns = c.unsummarized_turns + CASE WHEN EXISTS (
        SELECT 1 FROM chat_messages o
        WHERE o.reply_to_id = reply.reply_to_id AND o.status = 'complete') THEN 0 ELSE 1 END
    FROM reply WHERE c.id = reply.conversation_id
    RETURNING c.unsummarized_turns)
  SELECT reply.*, (SELECT unsummarized_turns FROM counted) AS unsummarized_turns
  FROM reply`

/** A message whose earlier reply already answered it is not failed by a later variant. */
const FAIL = `
  WITH reply AS (
    UPDATE chat_messages SET status = 'failed' WHERE id = ? AND status = 'pending'
    RETURNING id, reply_to_id, cost),
  unanswered AS (
    UPDATE chat_messages u SET status = 'failed' FROM reply
    WHERE u.id = reply.reply_to_id AND u.status = 'complete' AND NOT EXISTS (
      SELECT 1 FROM chat_messages o WHERE o.reply_to_id = u.id AND o.status = 'complete'))
  SELECT cost FROM reply`

export type SavedReply = { content: string; languageNotice: boolean; truncated: boolean }

/** Null when the sweep settled the turn meanwhile. */
export function completeChatTurn(started: Started, reply: SavedReply, language: Locale) {
  return db.transaction(async (trx) => {
    const updated = await preparedQuery(
      'chat_complete_turn',
      COMPLETE,
      [
        reply.content,
        reply.languageNotice,
        reply.truncated,
        started.replyId,
        clock.now(),
        language,
      ],
      trx
    )
    if (!updated.rows.length) return null
    const row = updated.rows[0]
    const captured = row.cost > 0 && (await captureHold(holdKey(started.replyId), { client: trx }))
    const balance = captured
      ? captured.balanceAfter
      : await balanceOf(started.userId, { client: trx })
    const unsummarizedTurns = row.unsummarized_turns as number | null
    return { reply: toMessageView(row), balance, unsummarizedTurns }
  })
}

export function failChatTurn(started: Pick<Started, 'replyId'>) {
  return db.transaction(async (trx) => {
    const updated = await preparedQuery('chat_fail_turn', FAIL, [started.replyId], trx)
    if (updated.rows[0]?.cost > 0) await releaseHold(holdKey(started.replyId), { client: trx })
  })
}
