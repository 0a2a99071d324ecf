import type { ChatLanguage } from '#ai/services/chat/chat_port'
import { fold, isContentWord } from '#ai/services/offline/chat/words'

/*
| What a message talks about, as a noun phrase a reply can name grammatically: "un coche nuevo" →
| "el coche", "mi perro" → "tu perro", "a horror film" → "the horror film", "my boss yelled" →
| "your boss". The phrase starts at a determiner (so it is never a bare "perro"), gets the reply's
| determiner (indefinite → definite, mine → yours) and knows its number, so templates agree with
| it.
*/

/** A noun phrase in the reply's words: determiner, then the noun and what follows it. */
export type Phrase = { determiner: string; rest: string; plural: boolean }

// prettier-ignore
const ES_DETERMINERS: Record<string, [string, boolean]> = {
  el: ['el', false], la: ['la', false], los: ['los', true], las: ['las', true],
  un: ['el', false], una: ['la', false], unos: ['los', true], unas: ['las', true],
  mi: ['tu', false], mis: ['tus', true], al: ['el', false], del: ['el', false],
  este: ['ese', false], esta: ['esa', false], estos: ['esos', true], estas: ['esas', true],
}
// prettier-ignore
const EN_DETERMINERS: Record<string, string> = {
  the: 'the', a: 'the', an: 'the', my: 'your', our: 'your', this: 'that', these: 'those',
}
// Adjectives that come before the noun, so the phrase takes one more word.
// prettier-ignore
const BEFORE_NOUN = new Set(['buen', 'buena', 'mal', 'mala', 'nuevo', 'nueva', 'gran', 'primer',
  'primera', 'ultimo', 'ultima', 'mejor', 'peor', 'viejo', 'vieja', 'otro', 'otra', 'new', 'old',
  'big', 'little', 'small', 'good', 'great', 'nice', 'long', 'first', 'last', 'best', 'favourite',
  'favorite', 'whole', 'huge', 'lovely', 'beautiful', 'amazing', 'older', 'younger', 'red',
  'blue', 'green', 'black', 'white', 'yellow', 'pink', 'purple', 'brown', 'grey', 'gray', 'orange'])
/** English adjective endings, for the same reason ("a wonderful trip", "a useless meeting"). */
const ADJECTIVE_ENDING = /(ful|ous|ive|ish|less|able|ible)$/i
// Nouns of quantity or time, never the topic: "un poco", "a lot", "a while".
// prettier-ignore
const NOT_A_TOPIC = new Set(['poco', 'rato', 'vez', 'veces', 'monton', 'mogollon', 'lot', 'lots',
  'bit', 'few', 'couple', 'while', 'kind', 'sort', 'way', 'time', 'times', 'dia', 'day', 'pasada'])
// Words after which Spanish "la/las/los" is a pronoun before a verb ("que la quiero").
const BEFORE_PRONOUN = new Set([
  'no',
  'me',
  'te',
  'se',
  'ya',
  'yo',
  'tu',
  'nunca',
  'que',
  'tambien',
])
/** Company rather than topic: "con mi hermana", "with my sister". */
const COMPANY = new Set(['con', 'with'])

const isWord = (word?: string) => !!word && /^\p{L}[\p{L}-]*$/u.test(word) && isContentWord(word)

function takesNext(word: string, language: ChatLanguage) {
  const folded = fold(word)
  return BEFORE_NOUN.has(folded) || (language === 'en' && ADJECTIVE_ENDING.test(folded))
}

/** The phrase that starts at words[i], if words[i] is a determiner. */
function phraseAt(words: string[], i: number, language: ChatLanguage): Phrase | undefined {
  const lower = words[i].toLowerCase()
  const es = language === 'es' ? ES_DETERMINERS[lower] : undefined
  const en = language === 'en' ? EN_DETERMINERS[lower] : undefined
  if (!es && !en) return undefined
  if (es && /^l[ao]s?$/.test(lower) && (i === 0 || BEFORE_PRONOUN.has(fold(words[i - 1]))))
    return undefined
  const taken: string[] = []
  let j = i + 1
  if (takesNext(words[j] ?? '', language) && words[j + 1]) taken.push(words[j++])
  const noun = words[j]
  if (!isWord(noun) || NOT_A_TOPIC.has(fold(noun))) return undefined
  taken.push(noun)
  const next = words[j + 1]
  // "los fines de semana", "una película de miedo": the noun's complement comes along.
  if (es && next === 'de' && isWord(words[j + 2])) taken.push('de', words[j + 2])
  // "a horror film": an English compound ends the clause or meets a small word; a verb
  // ("my boss yelled", "my dog barks") does not come along.
  const after = words[j + 2]
  if (en && isWord(next) && !/(ed|ing|ly|s)$/i.test(next!) && (!after || !isContentWord(after)))
    taken.push(next!)
  return {
    determiner: es ? es[0] : en!,
    rest: taken.join(' '),
    plural: es ? es[1] : /[^s]s$/i.test(taken.at(-1)!),
  }
}

/** The noun phrase of `message` a reply in `language` may name: the last one, company last. */
export function phraseOf(message: string, language: ChatLanguage): Phrase | undefined {
  let found: Phrase | undefined
  let company: Phrase | undefined
  for (const clause of message.split(/[.,;:!?¿¡()"«»\n]+/)) {
    const words = clause.trim().split(/\s+/)
    for (let i = 0; i < words.length - 1; i++) {
      const phrase = phraseAt(words, i, language)
      if (!phrase) continue
      if (i > 0 && COMPANY.has(words[i - 1].toLowerCase())) company = phrase
      else found = phrase
    }
  }
  return found ?? company
}

export function phraseText(phrase: Phrase) {
  return `${phrase.determiner} ${phrase.rest}`
}

/** What follows "me gusta" / "I love": a phrase, else bare words ("cocinar", "TV series"). */
function objectOf(text: string, language: ChatLanguage) {
  const words = text.trim().split(/\s+/)
  // After the verb an article is an article, not a pronoun: read it as if mid-clause.
  const phrase = phraseOf(`de ${words.slice(0, 5).join(' ')}`, language)
  if (phrase && words[0].toLowerCase() in (language === 'es' ? ES_DETERMINERS : EN_DETERMINERS))
    return phraseText(phrase)
  const end = words.findIndex((word) => !/^\p{L}+$/u.test(word) || !isContentWord(word))
  const bare = words.slice(0, Math.min(end < 0 ? words.length : end, 3))
  return bare.length ? bare.join(' ') : undefined
}

/** What the user says they like: "me encantan las series" → verb "encantan", "las series". */
export function likedIn(message: string, language: ChatLanguage) {
  const pattern =
    language === 'es'
      ? /\bme (gusta|gustan|encanta|encantan|chifla|chiflan)\s+([^.,;!?\n]+)/iu
      : /\bi (love|like|enjoy|adore)\s+([^.,;!?\n]+)/iu
  const match = message.match(pattern)
  const object = match && objectOf(match[2], language)
  return object ? { verb: match[1].toLowerCase(), object } : undefined
}

/** What the user asks the character to like: "¿te gusta el café?" → "gusta", "el café". */
export function likeAskedIn(message: string, language: ChatLanguage) {
  const pattern =
    language === 'es'
      ? /\bte (gusta|gustan|encanta|encantan)\s+([^.,;!?\n]+)\?/iu
      : /\bdo you (like|love|enjoy)\s+([^.,;!?\n]+)\?/iu
  const match = message.match(pattern)
  const object = match && objectOf(match[2], language)
  return object ? { verb: match[1].toLowerCase(), object } : undefined
}
