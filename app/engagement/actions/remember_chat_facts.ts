import db from '@adonisjs/lucid/services/db'
import { checkText } from '#ai/services/moderation/moderation_service'
import { MAX_FACT_LENGTH } from '#engagement/types/chat_turn'

/** Facts the chat pins by itself per conversation; the user's own pins are never dropped. */
const MAX_AUTO_FACTS = 20

/** In the user's own words, so a character knows it hundreds of messages later, whatever the summary kept. */
const FACT_PATTERNS: RegExp[] = [
  /\b(my name is|call me|i am called|i'm called)\s+([\p{L}'-]{2,30})/iu,
  /\b(i(?:'m| am) from|i live in)\s+([\p{L}][\p{L} '-]{1,40})/iu,
  /\b(i (?:love|like|enjoy|adore))\s+([^.,;!?\n]{3,60})/iu,
  /\b(i work as|i'm a|i am a)\s+([^.,;!?\n]{3,40})/iu,
  /\b(me llamo|mi nombre es|llámame|llamame)\s+([\p{L}'-]{2,30})/iu,
  /\b(soy de|vivo en)\s+([\p{L}][\p{L} '-]{1,40})/iu,
  /\b(me (?:gusta|gustan|encanta|encantan))\s+([^.,;!?\n]{3,60})/iu,
  /\b(trabajo (?:como|de))\s+([^.,;!?\n]{3,40})/iu,
  // A name the user gives something of theirs ("My dog is Rocky", "mi perro se llama Rocky"),
  // so "what's my dog called?" finds it later. Without "called", the name needs its capital.
  /\b([Mm]y (?!name\b)\p{L}+(?:'s name is| is (?:called|named)))\s+([\p{L}'-]{2,30})/u,
  /\b([Mm]y (?!name\b)\p{L}+ is)\s+(\p{Lu}[\p{L}'-]{1,29})\b/u,
  /\b(i have an? \p{L}+ (?:called|named))\s+([\p{L}'-]{2,30})/iu,
  /\b(mis? \p{L}+ se llaman?|tengo una? \p{L}+ que se llama)\s+([\p{L}'-]{2,30})/iu,
  /\b([Mm]i \p{L}+ es)\s+(\p{Lu}[\p{L}'-]{1,29})\b/u,
]

// Never a name or what a user is: a pronoun or a filler ("Me llamo yo", "I'm a bit tired",
// "I love you" says nothing about the user).
// prettier-ignore
const NOT_A_VALUE = new Set(['yo', 'tú', 'tu', 'él', 'el', 'ella', 'usted', 'nada', 'nadie', 'igual',
  'así', 'asi', 'como', 'que', 'i', 'me', 'you', 'it', 'nothing', 'nobody', 'not', 'no', 'what', 'who',
  'that', 'this'])
const FILLER_START = new Set(['bit', 'little', 'lot', 'mess', 'you', 'nada', 'nothing', 'te', 'ti'])

// What joined a value to the next fact ("… y", "…, and"): not part of the value.
const JOINED_BY = /[\s,;]+(?:y|e|and|but|pero|also|también)?\s*$/iu

const PHRASES = FACT_PATTERNS.map((pattern) => new RegExp(pattern.source, `${pattern.flags}g`))

function firstPhrase(text: string, from: number) {
  let first: RegExpExecArray | null = null
  for (const phrase of PHRASES) {
    phrase.lastIndex = from
    const match = phrase.exec(text)
    if (match && (!first || match.index < first.index)) first = match
  }
  return first
}

/** "vivo en Valencia y me encanta el mar" is two facts, never one fact and a duplicate of its tail. */
function factsOfStatement(statement: string): [string, string][] {
  const found: [string, string][] = []
  for (let match = firstPhrase(statement, 0); match;) {
    const end = match.index + match[0].length
    const start = end - match[2].length
    const next = firstPhrase(statement, start + 1)
    const cut = next ? Math.min(end, next.index) : end
    const value = statement.slice(start, cut)
    found.push([match[1], (cut < end ? value.replace(JOINED_BY, '') : value).trim()])
    match = next && next.index < end ? next : firstPhrase(statement, end)
  }
  return found
}

export function factsIn(message: string): string[] {
  const facts: string[] = []
  // A question tells nothing about the user ("¿cómo me llamo yo?", "what's my dog called?").
  const statements = message.split(/(?<=[.!?\n])\s*/).filter((part) => !/[?¿]/.test(part))
  for (const [phrase, value] of statements.flatMap(factsOfStatement)) {
    const words = value.toLowerCase().split(/\s+/)
    if (!value || (words.length === 1 && NOT_A_VALUE.has(words[0])) || FILLER_START.has(words[0])) {
      continue
    }
    const fact = `${phrase} ${value}`.trim().replace(/\s+/g, ' ')
    const pinned = fact.charAt(0).toUpperCase() + fact.slice(1)
    if (!facts.includes(pinned)) facts.push(pinned)
  }
  return facts
}

// A message's facts are pinned together: the page reads the list until it changes, so facts
// pinned one by one could leave its count at the first of them.
export async function rememberFromMessage(
  conversationId: number,
  message: string,
  userId?: number
) {
  const allowed: string[] = []
  for (const fact of factsIn(message)) {
    const verdict = await checkText(fact, { path: 'fact', userId })
    if (verdict.allowed) allowed.push(fact.slice(0, MAX_FACT_LENGTH))
  }
  if (!allowed.length) return
  await db.transaction(async (trx) => {
    for (const fact of allowed) {
      await trx.rawQuery(
        `INSERT INTO chat_facts (conversation_id, content, source) VALUES (?, ?, 'chat')
         ON CONFLICT (conversation_id, content_key) DO NOTHING`,
        [conversationId, fact]
      )
    }
    await trx.rawQuery(
      `DELETE FROM chat_facts WHERE id IN (
         SELECT id FROM chat_facts WHERE conversation_id = ? AND source = 'chat'
         ORDER BY id DESC OFFSET ?)`,
      [conversationId, MAX_AUTO_FACTS]
    )
  })
}
