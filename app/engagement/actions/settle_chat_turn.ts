import { preparedQuery } from '#core/db/prepared_statement'
import {
  balanceInStatement,
  captureInStatement,
  countMovedInStatement,
  releaseInStatement,
  walletErrorOf,
} from '#wallet/actions/hold_in_statement'
import { holdKey, holdKeySql } from '#engagement/actions/begin_chat_turn'
import { toMessageView } from '#engagement/queries/chat_views'
import type { ChatTurnStarted as Started } from '#engagement/types/chat_turn'
import type { Locale } from '#core/i18n/locales'
import { clock } from '#core/clock'

/* The settled half of a chat turn: the reply saved and charged, or failed and refunded. */

/**
 * One statement: the reply saved; its message answered again if its turn
 * had failed before (a retry); the conversation's time and language moved
 * and, when this is the message's first complete reply (a new turn, not a
 * variant), its count of turns not yet summarized moved up by one,
 * set-based (no read-modify-write), returned for the summary's trigger; the
 * reply's points captured (the wallet's function: hold_in_statement.ts), or
 * the balance read when the chat is free.
 */
const COMPLETE = (capture: string, balance: string) => `
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
    RETURNING c.unsummarized_turns),
  charged AS (
    SELECT CASE WHEN r.cost > 0 THEN ${capture} ELSE ${balance} END AS balance FROM reply r)
  SELECT reply.*, (SELECT unsummarized_turns FROM counted) AS unsummarized_turns,
    (SELECT balance FROM charged) AS balance
  FROM reply`

/**
 * The reply failed, and its turn with it (the message `failed`: it never
 * enters a prompt) unless an earlier reply already answered the message;
 * the reply's points given back (the wallet's function).
 */
const FAIL = (release: string) => `
  WITH reply AS (
    UPDATE chat_messages SET status = 'failed' WHERE id = ? AND status = 'pending'
    RETURNING id, reply_to_id, cost),
  unanswered AS (
    UPDATE chat_messages u SET status = 'failed' FROM reply
    WHERE u.id = reply.reply_to_id AND u.status = 'complete' AND NOT EXISTS (
      SELECT 1 FROM chat_messages o WHERE o.reply_to_id = u.id AND o.status = 'complete')),
  released AS (SELECT ${release} AS balance FROM reply r WHERE r.cost > 0)
  SELECT cost, (SELECT balance FROM released) AS balance FROM reply`

export type SavedReply = { content: string; languageNotice: boolean; truncated: boolean }

/**
 * Saves the reply and captures its points in one autocommitted statement
 * (COMPLETE), unless the sweep settled it meanwhile (null).
 * `unsummarizedTurns` is null when the turn was answered before (a
 * regenerate).
 */
export async function completeChatTurn(started: Started, reply: SavedReply, language: Locale) {
  const capture = captureInStatement(holdKeySql('r.id'))
  const balance = balanceInStatement(started.userId)
  const updated = await preparedQuery('chat_complete_turn', COMPLETE(capture.sql, balance.sql), [
    reply.content,
    reply.languageNotice,
    reply.truncated,
    started.replyId,
    clock.now(),
    language,
    ...capture.bindings,
    ...balance.bindings,
  ]).catch(rethrowWalletError(started.replyId))
  if (!updated.rows.length) return null
  const row = updated.rows[0]
  countMovedInStatement('capture', row.cost)
  const unsummarizedTurns = row.unsummarized_turns as number | null
  return { reply: toMessageView(row), balance: row.balance as number, unsummarizedTurns }
}

/** Marks the reply failed and gives its points back, in one statement (safe to repeat). */
export async function failChatTurn(started: Pick<Started, 'replyId'>) {
  const release = releaseInStatement(holdKeySql('r.id'))
  const updated = await preparedQuery('chat_fail_turn', FAIL(release.sql), [
    started.replyId,
    ...release.bindings,
  ]).catch(rethrowWalletError(started.replyId))
  if (updated.rows.length) countMovedInStatement('release', updated.rows[0].cost)
}

/** The wallet's own error for the reply's hold (named by its key), or the error as it came. */
function rethrowWalletError(replyId: number) {
  return (error: unknown): never => {
    throw walletErrorOf(error, holdKey(replyId)) ?? error
  }
}
