import type { ChatLanguage, ChatRequest, ChatTurn } from '#ai/services/chat/chat_port'
import {
  ENGLISH_STOP_WORDS,
  SPANISH_STOP_WORDS,
  isInLanguage,
} from '#ai/services/chat/language_check'
import { INTENT_PATTERNS, PHRASES, type PhraseBank } from '#ai/services/chat/local_phrases'
import { screenLocally } from '#ai/services/moderation/local_moderator'

/*
| The local demo engine: a reply composed from phrase banks, the persona
| and the user's own words. Deterministic for one input (so a test can
| reproduce it), different for another `variation`, and never the same as
| the character's previous reply.
*/

type Intent = 'greeting' | 'farewell' | 'thanks' | 'aboutMe' | 'question' | 'statement'

function hash(text: string) {
  let value = 2166136261
  for (let i = 0; i < text.length; i++) {
    value ^= text.charCodeAt(i)
    value = Math.imul(value, 16777619)
  }
  return value >>> 0
}

function picker(seed: number) {
  let state = seed >>> 0
  return <T>(items: readonly T[]): T => {
    state = (Math.imul(state ^ (state >>> 15), 2246822507) + 0x9e3779b9) >>> 0
    return items[state % items.length]
  }
}

export function fold(text: string) {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().trim()
}

function intentOf(message: string): Intent {
  const text = fold(message).replace(/^[^\p{L}\d]+/u, '')
  if (INTENT_PATTERNS.greeting.test(text)) return 'greeting'
  if (INTENT_PATTERNS.farewell.test(text)) return 'farewell'
  if (INTENT_PATTERNS.thanks.test(text)) return 'thanks'
  if (INTENT_PATTERNS.aboutMe.test(text)) return 'aboutMe'
  if (
    text.includes('?') ||
    /^(que|como|donde|cuando|por que|what|how|where|when|why|do|does|are|is|can)\b/.test(text)
  )
    return 'question'
  return 'statement'
}

/** Words too bland to be the topic of a reply. */
// prettier-ignore
const FILLERS = new Set(['hola', 'holi', 'buenas', 'hello', 'hiya', 'gracias', 'thanks', 'okay',
  'vale', 'bueno', 'pues', 'well', 'remember', 'recuerdas', 'acuerdas'])

// An article and one or two words: "la montaña", "un día horrible", "an awful day".
const ARTICLED =
  /\b(el|la|los|las|un|una|mi|mis|tu|tus|the|an|my|your)\s+(\p{L}[\p{L}'-]+)(?:\s+(\p{L}[\p{L}'-]+))?/giu
const ENGLISH_ARTICLES = new Set(['the', 'an', 'my', 'your'])

function isContentWord(word: string) {
  const lower = word.toLowerCase()
  return (
    word.length >= 3 &&
    !FILLERS.has(lower) &&
    !SPANISH_STOP_WORDS.has(lower) &&
    !ENGLISH_STOP_WORDS.has(lower)
  )
}

/**
 * What the message is about: the last noun after an article ("la montaña",
 * "my dog"), else (`loose`) its last content word ("…at work"). Verbs
 * ("¿a qué te dedicas?") rarely follow an article, so a strict topic is
 * safe to echo in a question.
 */
function topicOf(message: string, loose = true) {
  const articled = [...message.matchAll(ARTICLED)]
    .map(([, article, first, second]) =>
      // English puts the adjective first ("an awful day"), Spanish after ("un día horrible").
      ENGLISH_ARTICLES.has(article.toLowerCase()) && second && isContentWord(second)
        ? second
        : first
    )
    .filter(isContentWord)
  if (articled.length) return articled.at(-1)!.toLowerCase()
  if (!loose) return undefined
  const words = (message.match(/[\p{L}][\p{L}'-]*/gu) ?? []).filter(isContentWord)
  return words.at(-1)?.toLowerCase()
}

/** A pinned fact worth mentioning: one sharing a word with the message, else now and then any. */
function factFor(request: ChatRequest, pick: ReturnType<typeof picker>, remember: boolean) {
  const facts = (request.facts ?? []).filter((fact) => isInLanguage(fact, request.language))
  if (!facts.length) return undefined
  const words = new Set(fold(request.message).match(/\p{L}{4,}/gu) ?? [])
  const related = facts.find((fact) =>
    (fold(fact).match(/\p{L}{4,}/gu) ?? []).some((w) => words.has(w))
  )
  if (related) return related
  return remember || pick([true, false, false, false, false]) ? pick(facts) : undefined
}

function fill(line: string, values: Record<string, string | undefined>) {
  return line.replace(/\{(\w+)\}/g, (_, key) => values[key] ?? '')
}

function compose(request: ChatRequest, seed: number, echo = true) {
  const bank: PhraseBank = PHRASES[request.language]
  const pick = picker(seed)
  const { persona } = request
  const intent = intentOf(request.message)
  const topic = echo ? topicOf(request.message, intent !== 'aboutMe') : undefined
  const remember = INTENT_PATTERNS.remember.test(fold(request.message))
  const values = {
    name: persona.name,
    topic,
    trait: persona.traits.length ? pick(persona.traits) : undefined,
    interest: persona.interests.length ? pick(persona.interests) : undefined,
    fact: echo ? factFor(request, pick, remember) : undefined,
    summary:
      request.summary && isInLanguage(request.summary, request.language)
        ? request.summary
        : undefined,
  }
  const usable = (lines: string[]) =>
    lines.filter((line) =>
      (line.match(/\{(\w+)\}/g) ?? []).every((m) => values[m.slice(1, -1) as keyof typeof values])
    )
  const say = (lines: string[]) => {
    const options = usable(lines)
    return options.length ? fill(pick(options), values) : undefined
  }

  const parts: Array<string | undefined> = []
  if (INTENT_PATTERNS.sad.test(fold(request.message))) parts.push(say(bank.sympathy))
  if (intent === 'greeting') {
    parts.push(say(bank.greeting))
    if (!request.history.length) parts.push(say(bank.intro))
    else parts.push(say(bank.personal))
  } else if (intent === 'farewell') {
    parts.push(say(bank.farewell))
  } else if (intent === 'thanks') {
    parts.push(say(bank.thanks), say(bank.personal))
  } else if (intent === 'aboutMe') {
    if (topic) parts.push(say(bank.questionTopic))
    parts.push(say(bank.aboutMe))
  } else if (intent === 'question') {
    parts.push(say(topic ? bank.questionTopic : bank.question), say(bank.personal))
  } else {
    parts.push(say(topic ? bank.reactionTopic : bank.reaction), say(bank.personal))
  }
  if (values.fact && intent !== 'farewell') parts.push(say(bank.memory))
  else if (remember && values.summary) parts.push(say(bank.summaryMemory))
  if (intent !== 'farewell') parts.push(say(bank.followUp))
  const text = parts.filter(Boolean).join(' ')
  return text.charAt(0).toUpperCase() + text.slice(1)
}

function firstSentence(text: string) {
  return text.split(/(?<=[.!?…])\s/)[0]
}

/**
 * The reply to `request`. It differs from the previous assistant turn in
 * its first sentence at least, so no two consecutive replies look alike.
 */
export function composeLocalReply(request: ChatRequest) {
  const previous = [...request.history].reverse().find((turn) => turn.role === 'assistant')
  const base = hash(
    `${request.persona.name}|${request.message}|${request.history.length}|${request.variation ?? 0}`
  )
  let reply = ''
  for (let attempt = 0; attempt < 12; attempt++) {
    reply = compose(request, base + attempt * 7919)
    if (!previous || firstSentence(reply) !== firstSentence(previous.content)) break
  }
  // The engine never says what the moderator refuses: a reply echoing the user's words or a
  // fact that the reply rules would refuse ("kids" with no "my" before it) is made without them.
  if (screenLocally(reply, 'reply')) reply = compose(request, base, false)
  return reply
}

/** Extractive summary: the user's own sentences that say something about them, newest last. */
export function summarizeLocally(turns: ChatTurn[], language: ChatLanguage) {
  const sentences = turns
    .filter((turn) => turn.role === 'user')
    .flatMap((turn) => turn.content.split(/(?<=[.!?])\s+/))
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence.length >= 12 && isInLanguage(sentence, language))
  const telling = sentences.filter((sentence) =>
    /\b(me llamo|mi |tengo|vivo|trabajo|me gusta|soy|my |i am|i'm|i have|i live|i work|i like|i love)/i.test(
      sentence
    )
  )
  const kept = (telling.length ? telling : sentences).slice(-6)
  if (!kept.length) return ''
  return `${PHRASES[language].summaryPrefix} ${kept.join(' ')}`
}
