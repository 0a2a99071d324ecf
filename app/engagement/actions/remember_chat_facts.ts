import db from '@adonisjs/lucid/services/db'
import { checkText } from '#ai/services/moderation/moderation_service'

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
