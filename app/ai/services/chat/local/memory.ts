import type { ChatLanguage, ChatRequest } from '#ai/services/chat/chat_port'
import { ENGLISH_STOP_WORDS, SPANISH_STOP_WORDS } from '#ai/services/chat/language_check'
import { fold, isContentWord, sharesStem, stem, stemsOf } from '#ai/services/chat/local/words'

/*
| What the user told about themselves, read back from the pinned facts,
| the summary and their own earlier messages: a name ("my dog is Rocky",
| "mi perro se llama Rocky"), their own name, city or job. A question about
| one ("what's my dog called?") is answered from it; a message that talks
| of the same thing (stems, so "perros" finds "perro") may bring it up.
| Questions never count as telling, and a pronoun or filler is no name.
*/

export type Told = {
  kind: 'named' | 'self' | 'city' | 'job'
  /** For `named`: the user's own noun ("perro", "dog"). */
  noun?: string
  value: string
}

export type Asked = { kind: Told['kind']; noun?: string }

// The same thing in either language, so "my dog is Rocky" answers "¿cómo se llama mi perro?".
// prettier-ignore
const CONCEPTS: string[][] = [
  ['perro', 'perra', 'perrito', 'perrita', 'cachorro', 'dog', 'puppy', 'doggy'],
  ['gato', 'gata', 'gatito', 'gatita', 'cat', 'kitten', 'kitty'],
  ['novio', 'novia', 'pareja', 'marido', 'esposo', 'esposa', 'mujer', 'boyfriend', 'girlfriend', 'partner', 'husband', 'wife'],
  ['amigo', 'amiga', 'friend'], ['hermano', 'brother'], ['hermana', 'sister'],
  ['madre', 'mama', 'mother', 'mom', 'mum'], ['padre', 'papa', 'father', 'dad'],
  ['jefe', 'jefa', 'boss'], ['coche', 'car'], ['caballo', 'yegua', 'horse'],
  ['pajaro', 'loro', 'bird', 'parrot'], ['conejo', 'coneja', 'rabbit', 'bunny'], ['pez', 'fish'],
]

// Never a name: pronouns, fillers and answers ("Me llamo yo", "my name is nothing").
// prettier-ignore
const NOT_A_NAME = new Set(['yo', 'tu', 'el', 'ella', 'usted', 'nada', 'nadie', 'igual', 'asi',
  'bien', 'mal', 'como', 'que', 'eso', 'esto', 'aqui', 'i', 'me', 'you', 'it', 'nothing', 'nobody',
  'not', 'no', 'si', 'yes', 'what', 'who', 'that', 'this', 'here', 'fine', 'ok', 'okay', 'called',
  'named', 'llama', 'llamo', 'cual', 'which', 'secret', 'secreto', 'unknown', 'anonimo', 'anonymous'])

const NAME = String.raw`(\p{L}[\p{L}'’-]{1,29})`
const CAPITAL_NAME = String.raw`(\p{Lu}[\p{L}'’-]{1,29})`

// prettier-ignore
const NAMED: RegExp[] = [
  new RegExp(String.raw`\bmis?\s+(\p{L}+)\s+se\s+llaman?\s+${NAME}`, 'iu'),
  new RegExp(String.raw`\bel\s+nombre\s+de\s+mis?\s+(\p{L}+)\s+es\s+${NAME}`, 'iu'),
  new RegExp(String.raw`\btengo\s+una?\s+(\p{L}+)\s+(?:que\s+se\s+llama|llamad[oa])\s+${NAME}`, 'iu'),
  new RegExp(String.raw`\b[Mm]i\s+(\p{L}+)\s+es\s+${CAPITAL_NAME}`, 'u'),
  new RegExp(String.raw`\bmy\s+(\p{L}+)(?:'s|’s)\s+name\s+is\s+${NAME}`, 'iu'),
  new RegExp(String.raw`\bthe\s+name\s+of\s+my\s+(\p{L}+)\s+is\s+${NAME}`, 'iu'),
  new RegExp(String.raw`\bmy\s+(\p{L}+)\s+is\s+(?:called|named)\s+${NAME}`, 'iu'),
  new RegExp(String.raw`\bi\s+have\s+an?\s+(\p{L}+)\s+(?:called|named)\s+${NAME}`, 'iu'),
  new RegExp(String.raw`\b[Mm]y\s+(\p{L}+)\s+is\s+${CAPITAL_NAME}`, 'u'),
]
const SELF = new RegExp(
  String.raw`\b(?:me llamo|mi nombre es|ll[aá]mame|my name is|i'?m called|i am called|call me)\s+${NAME}`,
  'iu'
)
const CITY =
  /\b(?:[Vv]ivo en|[Ii] live in)\s+(\p{Lu}[\p{L}'’-]+(?:\s+(?:de\s+)?\p{Lu}[\p{L}'’-]+)*)/u
// English keeps its article ("a nurse"): the replies say "you work as a nurse".
const JOB = /\b(?:trabajo (?:como|de)|i work as)\s+(\p{L}[\p{L} '-]{2,40}?)(?=[.,;!?\n]|$)/iu

function isQuestion(sentence: string) {
  return /[?¿]/.test(sentence) || /^(what|who|where|how|do you|did you|can you)\b/i.test(sentence)
}

function nameOk(value: string) {
  const lower = value.toLowerCase()
  return (
    !NOT_A_NAME.has(fold(lower)) && !SPANISH_STOP_WORDS.has(lower) && !ENGLISH_STOP_WORDS.has(lower)
  )
}

/** What `text` tells about the user (questions left out), in the order it says it. */
export function toldIn(text: string): Told[] {
  const told: Told[] = []
  for (const sentence of text.split(/(?<=[.!?\n])\s*/)) {
    if (isQuestion(sentence)) continue
    for (const pattern of NAMED) {
      const match = sentence.match(pattern)
      if (match && isContentWord(match[1]) && nameOk(match[2])) {
        told.push({ kind: 'named', noun: match[1].toLowerCase(), value: match[2] })
        break
      }
    }
    const self = sentence.match(SELF)
    if (self && nameOk(self[1])) told.push({ kind: 'self', value: self[1] })
    const city = sentence.match(CITY)
    if (city) told.push({ kind: 'city', value: city[1] })
    const job = sentence.match(JOB)
    if (job) told.push({ kind: 'job', value: job[1].trim() })
  }
  return told
}

/** What a question asks the character to remember, if it asks that. */
export function askedIn(message: string): Asked | undefined {
  const text = fold(message).replace(/[’‘]/g, "'")
  const question = isQuestion(message) || /\b(recuerdas|te acuerdas|remember)\b/.test(text)
  if (!question) return undefined
  const named =
    text.match(/\bcomo se llama(?:ba)?n? (?:mi|mis) (\p{L}+)/u) ??
    text.match(/\bnombre de (?:mi|mis) (\p{L}+)/u) ??
    text.match(/\bname of my (\p{L}+)/u) ??
    text.match(/\bmy (\p{L}+?)(?:'s)? (?:called|named|name)\b/u)
  if (named && isContentWord(named[1])) return { kind: 'named', noun: named[1] }
  if (/\b(como me llamo|mi nombre|what'?s my name|what is my name|my name\b)/.test(text))
    return { kind: 'self' }
  if (/\b(donde vivo|where do i live)\b/.test(text)) return { kind: 'city' }
  if (/\b((de|en) que trabajo|what do i do for|what'?s my job|what is my job)\b/.test(text))
    return { kind: 'job' }
  return undefined
}

function conceptOf(noun: string) {
  const folded = fold(noun)
  return CONCEPTS.findIndex((words) => words.includes(folded))
}

/** True when two nouns name the same thing: same concept, or same stem in either language. */
export function sameThing(a: string, b: string) {
  const [ca, cb] = [conceptOf(a), conceptOf(b)]
  if (ca >= 0 && cb >= 0) return ca === cb
  return (['es', 'en'] as ChatLanguage[]).some(
    (language) => stem(a, language) === stem(b, language)
  )
}

/** Everything the user has told, newest first: their recent messages, then pins, then the summary. */
export function memoryOf(request: ChatRequest): Told[] {
  const own = request.history.filter((message) => message.role === 'user').reverse()
  return [
    ...own.flatMap((message) => toldIn(message.content).reverse()),
    ...(request.facts ?? []).flatMap(toldIn),
    ...toldIn(request.summary ?? ''),
  ]
}

/** The remembered answer to `asked`, if the user ever told it. */
export function recall(memory: Told[], asked: Asked) {
  return memory.find(
    (told) =>
      told.kind === asked.kind &&
      (asked.kind !== 'named' || (told.noun && asked.noun && sameThing(told.noun, asked.noun)))
  )
}

/** A remembered name the message talks about ("the dog" → Rocky), not already named in it. */
export function namedIn(memory: Told[], message: string) {
  const words = new Set(fold(message).match(/\p{L}+/gu) ?? [])
  return memory.find(
    (told) =>
      told.kind === 'named' &&
      !words.has(fold(told.value)) &&
      [...words].some((word) => isContentWord(word) && sameThing(word, told.noun!))
  )
}

/** A pinned fact that shares a content stem with the message (either language's stems). */
export function relatedFact(facts: string[], message: string) {
  const stems = stemsOf(message, ['es', 'en'])
  return facts.find((fact) => sharesStem(stemsOf(fact, ['es', 'en']), stems))
}
