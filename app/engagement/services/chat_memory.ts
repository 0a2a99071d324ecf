import db from '@adonisjs/lucid/services/db'
import type { Locale } from '#core/i18n/locales'
import type { ChatTurn } from '#ai/services/chat/chat_port'
import { chatPort } from '#ai/services/chat/chat_service'
import { checkText } from '#ai/services/moderation/moderation_service'
import { RECENT_TURNS } from '#engagement/queries/chat_context'

/** Turns beyond the recent window before they are folded into the summary (in batches). */
const SUMMARY_BATCH = 8
/** Facts the chat pins by itself per conversation; the user's own pins are never dropped. */
const MAX_AUTO_FACTS = 20
export const MAX_FACT_LENGTH = 200

/*
| What a user says about themselves, in es and en, kept as a pinned fact in
| their own words ("Me llamo Carlos", "I love sailing"), so a character still
| knows it hundreds of messages later, whatever the summary kept.
*/
const FACT_PATTERNS: RegExp[] = [
  /\b(my name is|call me|i am called|i'm called)\s+([\p{L}'-]{2,30})/iu,
  /\b(i(?:'m| am) from|i live in)\s+([\p{L}][\p{L} '-]{1,40})/iu,
  /\b(i (?:love|like|enjoy|adore))\s+([^.,;!?\n]{3,60})/iu,
  /\b(i work as|i'm a|i am a)\s+([^.,;!?\n]{3,40})/iu,
  /\b(me llamo|mi nombre es|llámame|llamame)\s+([\p{L}'-]{2,30})/iu,
  /\b(soy de|vivo en)\s+([\p{L}][\p{L} '-]{1,40})/iu,
  /\b(me (?:gusta|gustan|encanta|encantan))\s+([^.,;!?\n]{3,60})/iu,
  /\b(trabajo (?:como|de))\s+([^.,;!?\n]{3,40})/iu,
]

export function factsIn(message: string): string[] {
  const facts: string[] = []
  for (const pattern of FACT_PATTERNS) {
    const match = message.match(pattern)
    if (!match) continue
    const fact = `${match[1]} ${match[2]}`.trim().replace(/\s+/g, ' ')
    facts.push(fact.charAt(0).toUpperCase() + fact.slice(1))
  }
  return facts
}

/**
 * Pins what the user said about themselves (deduplicated; the oldest chat
 * pins make room). Each fact is checked on its own: it reaches every later prompt.
 */
export async function rememberFromMessage(
  conversationId: number,
  message: string,
  userId?: number
) {
  for (const fact of factsIn(message)) {
    const verdict = await checkText(fact, { path: 'fact', userId })
    if (!verdict.allowed) continue
    await db.transaction(async (trx) => {
      const inserted = await trx.rawQuery(
        `INSERT INTO chat_facts (conversation_id, content, source) VALUES (?, ?, 'chat')
         ON CONFLICT (conversation_id, content) DO NOTHING RETURNING id`,
        [conversationId, fact.slice(0, MAX_FACT_LENGTH)]
      )
      if (!inserted.rows.length) return
      await trx.rawQuery(
        `DELETE FROM chat_facts WHERE id IN (
           SELECT id FROM chat_facts WHERE conversation_id = ? AND source = 'chat'
           ORDER BY id DESC OFFSET ?)`,
        [conversationId, MAX_AUTO_FACTS]
      )
    })
  }
}

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
