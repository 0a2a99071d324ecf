import { stemmer as englishStem } from '@orama/stemmers/english'
import { stemmer as spanishStem } from '@orama/stemmers/spanish'
import type { ChatLanguage } from '#ai/services/chat/chat_port'
import { ENGLISH_STOP_WORDS, SPANISH_STOP_WORDS } from '#ai/services/chat/language_check'

/*
| Words for the local engine: folding, tokens, content words and their
| Snowball stems (@orama/stemmers), so "perros" finds "perro" and "dogs"
| finds "dog" — short words included, which a length cut-off used to drop.
*/

/** Lowercase, accents stripped (for patterns and comparisons, never for display). */
export function fold(text: string) {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().trim()
}

/** The words of `text` as written (letters, apostrophes and inner hyphens). */
export function wordsOf(text: string) {
  return text.match(/\p{L}[\p{L}'’-]*/gu) ?? []
}

// Words that say nothing about a topic in either language (greetings, fillers, pronouns).
// prettier-ignore
const FILLERS = new Set(['hola', 'holi', 'buenas', 'hello', 'hiya', 'hey', 'gracias', 'thanks',
  'okay', 'ok', 'vale', 'bueno', 'pues', 'well', 'yes', 'yeah', 'jaja', 'haha', 'jeje', 'lol',
  'remember', 'recuerdas', 'acuerdas', 'hoy', 'today', 'ayer', 'yesterday', 'ahora', 'now',
  'usted', 'vosotros', 'ellas', 'ellos', 'nosotros', 'he', 'she', 'him', 'her', 'his', 'me', 'te',
  'ti', 'nada', 'nadie', 'algo', 'alguien', 'nothing', 'nobody', 'something', 'someone', 'cosa',
  'cosas', 'thing', 'things', 'llama', 'llamo', 'called', 'named', 'name', 'nombre', 'si', 'no'])

/** True for a word that may carry a topic: not a stop word or filler of either language. */
export function isContentWord(word: string) {
  const lower = word.toLowerCase()
  return (
    lower.length >= 2 &&
    !FILLERS.has(fold(lower)) &&
    !SPANISH_STOP_WORDS.has(lower) &&
    !ENGLISH_STOP_WORDS.has(lower)
  )
}

/** The Snowball stem of `word` in `language`, accents folded after stemming. */
export function stem(word: string, language: ChatLanguage) {
  const lower = word.toLowerCase()
  return fold(language === 'es' ? spanishStem(lower) : englishStem(lower))
}

/** The stems of the content words of `text` (each word stemmed in both languages when asked). */
export function stemsOf(text: string, languages: readonly ChatLanguage[]) {
  const stems = new Set<string>()
  for (const word of wordsOf(text)) {
    if (!isContentWord(word)) continue
    for (const language of languages) stems.add(stem(word, language))
  }
  return stems
}

/** True when the two sets share a stem. */
export function sharesStem(a: Set<string>, b: Set<string>) {
  for (const item of a) if (b.has(item)) return true
  return false
}

/** Sentences of a text, punctuation kept. */
export function sentencesOf(text: string) {
  return text
    .split(/(?<=[.!?…])\s+/)
    .map((sentence) => sentence.trim())
    .filter(Boolean)
}

/** A sentence reduced for comparison: lowercase, without punctuation or extra spaces. */
export function sentenceKey(sentence: string) {
  return sentence
    .toLowerCase()
    .replace(/[^\p{L}\d]+/gu, ' ')
    .trim()
}

/** `text` with its first letter in capitals (after any opening ¿ or ¡). */
export function capitalize(text: string) {
  return text.replace(/^([¿¡"«“]*)(\p{L})/u, (_, marks, letter) => marks + letter.toUpperCase())
}

/** FNV-1a: a stable seed from text. */
export function hash(text: string) {
  let value = 2166136261
  for (let i = 0; i < text.length; i++) {
    value ^= text.charCodeAt(i)
    value = Math.imul(value, 16777619)
  }
  return value >>> 0
}
