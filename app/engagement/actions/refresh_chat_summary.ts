import db from '@adonisjs/lucid/services/db'
import type { Locale } from '#core/i18n/locales'
import type { ChatTurn } from '#ai/services/chat/chat_port'
import { chatPort } from '#ai/services/chat/chat_service'
import { checkText } from '#ai/services/moderation/moderation_service'
import { RECENT_TURNS } from '#engagement/queries/chat_context'

/** Turns beyond the recent window before they are folded into the summary (in batches). */
const SUMMARY_BATCH = 8

/**
 * Folds the turns that left the recent window into the running summary,
 * made by the same chat port (the local engine's is extractive). Runs after
 * a reply is saved; two replies racing fold the same batch only once.
 */
export async function refreshSummary(conversationId: number, language: Locale) {
  const conversation = await db.rawQuery(
    'SELECT summary, summarized_until FROM chat_conversations WHERE id = ?',
    [conversationId]
  )
  const { summary, summarized_until: until } = conversation.rows[0]
  const older = await db.rawQuery(
    `SELECT id, sender, content FROM chat_messages
     WHERE conversation_id = ? AND status = 'complete' AND id > ?
     ORDER BY id DESC OFFSET ?`,
    [conversationId, until, RECENT_TURNS]
  )
  if (older.rows.length < SUMMARY_BATCH) return
  const rows = (older.rows as { id: string; sender: string; content: string }[]).reverse()
  const turns: ChatTurn[] = rows.map((row) => ({
    role: row.sender === 'user' ? 'user' : 'assistant',
    content: row.content,
  }))
  if (summary) turns.unshift({ role: 'assistant', content: summary })
  // What goes to the provider was checked already: stored user messages (path chat), complete
  // replies (path reply: only a reply its guard let through is saved) and the last summary.
  const next = await chatPort().summarize(turns, language, AbortSignal.timeout(30_000))
  if (!next.trim()) return
  // The summary is new text the model wrote and goes into every later prompt: checked
  // (no user: a refusal here is the model's). Refused, it is not stored; the batch is tried again.
  const verdict = await checkText(next, { path: 'summary' })
  if (!verdict.allowed) return
  await db.rawQuery(
    `UPDATE chat_conversations SET summary = ?, summarized_until = ?
     WHERE id = ? AND summarized_until = ?`,
    [next.trim().slice(0, 4000), rows[rows.length - 1].id, conversationId, until]
  )
}
