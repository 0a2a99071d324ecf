import db from '@adonisjs/lucid/services/db'
import type { Locale } from '#core/i18n/locales'
import { recordAiUsage } from '#ai/actions/record_ai_usage'
import type { ChatMessage, ChatUsage } from '#ai/services/chat/chat_port'
import { chatPort } from '#ai/services/chat/chat_service'
import { checkText } from '#ai/services/moderation/moderation_service'
import chatConfig from '#config/chat'

/** Whole turns after the summary's last one, oldest first, past the `recentTurns` newest. */
const LEFT_THE_WINDOW = `
  SELECT u.id, u.content AS said, answer.content AS answered
  FROM chat_messages u
  CROSS JOIN LATERAL (
    SELECT r.content FROM chat_messages r
    WHERE r.reply_to_id = u.id AND r.status = 'complete'
    ORDER BY r.id DESC LIMIT 1) answer
  WHERE u.conversation_id = ? AND u.sender = 'user' AND u.status = 'complete' AND u.id > ?
  ORDER BY u.id DESC OFFSET ?`

/**
 * Folds the turns that left the recent window into the running summary, made by the same chat port
 * (the local engine's is extractive). Runs in the chat memory job, after a reply is saved and
 * charged, never before the next message; two runs racing fold the same turns only once.
 */
export async function refreshSummary(conversationId: number, language: Locale) {
  const conversation = await db.rawQuery(
    'SELECT user_id, summary, summarized_until FROM chat_conversations WHERE id = ?',
    [conversationId]
  )
  if (!conversation.rows.length) return
  const { user_id: userId, summary, summarized_until: until } = conversation.rows[0]
  const older = await db.rawQuery(LEFT_THE_WINDOW, [conversationId, until, chatConfig.recentTurns])
  const rows = (older.rows as { id: number; said: string; answered: string }[]).reverse()
  if (rows.length < chatConfig.summaryBatch) return recount(conversationId, until)
  const messages: ChatMessage[] = rows.flatMap((row): ChatMessage[] => [
    { role: 'user', content: row.said },
    { role: 'assistant', content: row.answered },
  ])
  if (summary) messages.unshift({ role: 'assistant', content: summary })
  // What goes to the provider was checked already: stored user messages (path chat), complete
  // replies (path reply: only a reply its guard let through is saved) and the last summary.
  const timeout = AbortSignal.timeout(30_000)
  const usages: ChatUsage[] = []
  const next = await chatPort()
    .summarize(messages, language, timeout, userId, (usage) => usages.push(usage))
    .finally(async () => {
      for (const usage of usages) {
        await recordAiUsage({
          ...usage,
          purpose: 'chat_summary',
          subjectId: conversationId,
          userId,
          port: 'chat',
        })
      }
    })
  if (!next.trim()) return
  // The summary is new text the model wrote and goes into every later prompt: checked
  // (no user: a refusal here is the model's). Refused, it is not stored; the turns are tried again.
  const verdict = await checkText(next, { path: 'summary' })
  if (!verdict.allowed) return
  const last = rows[rows.length - 1].id
  await db.rawQuery(
    `UPDATE chat_conversations SET summary = ?, summarized_until = ?, unsummarized_turns = (${TURNS_AFTER})
     WHERE id = ? AND summarized_until = ?`,
    [next.trim().slice(0, 4000), last, last, conversationId, until]
  )
}

/** Complete turns of the conversation being updated after a message id. */
const TURNS_AFTER = `SELECT count(*) FROM chat_messages u
  WHERE u.conversation_id = chat_conversations.id AND u.sender = 'user'
    AND u.status = 'complete' AND u.id > ?`

/** Nothing to fold yet: the counter is set from the rows, as a fold would. */
async function recount(conversationId: number, until: string) {
  await db.rawQuery(
    `UPDATE chat_conversations SET unsummarized_turns = (${TURNS_AFTER})
     WHERE id = ? AND summarized_until = ?`,
    [until, conversationId, until]
  )
}
