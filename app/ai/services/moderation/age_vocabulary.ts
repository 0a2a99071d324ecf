import {
  AFTER_BARE_AGE,
  APPROXIMATELY,
  AGE_WORDS_AFTER,
  AGE_WORDS_BEFORE,
  COLLOQUIAL_KIDS,
  FAMILY_WORDS,
  NUMBER_WORDS,
  PAST_BE,
  PERSON_WORDS,
  POSSESSIVES,
  PRESENT_BE,
  SPAN_AFTER,
  SPAN_BEFORE,
  THING_NOUNS,
  TIME_WORDS,
  NOT_PERSON_SUBJECTS,
  UNITS_AFTER,
} from '#ai/services/moderation/rules/age_context'
import { BOUNDARY } from '#ai/services/moderation/normalize'
import { phraseSet } from '#ai/services/moderation/phrases'
import { clock } from '#core/clock'

/* The words and sets age_mentions.ts reads (data in rules/age_context.ts). */

export const after = phraseSet(AGE_WORDS_AFTER)
export const before = phraseSet(AGE_WORDS_BEFORE)
export const spanBefore = phraseSet(SPAN_BEFORE)
export const spanAfter = phraseSet(SPAN_AFTER)
/** After a person's "de 15 años": only a span said with de/of ("de casada") is no age. */
export const spanAfterOf = phraseSet(SPAN_AFTER.filter((phrase) => /^(de|of) /.test(phrase)))
export const things = new Set(THING_NOUNS)
export const persons = new Set([...PERSON_WORDS, ...COLLOQUIAL_KIDS])
export const family = new Set(FAMILY_WORDS)
/** Girl and boy nouns that take a bare age after them: "nena 12", "girl 12". */
export const kids = new Set(['girl', 'boy', 'chica', 'chico', ...COLLOQUIAL_KIDS])
export const possessives = new Set(POSSESSIVES)
export const units = new Set(UNITS_AFTER)
export const afterBare = new Set(AFTER_BARE_AGE)
export const approximately = new Set(APPROXIMATELY)
export const presentBe = new Set(PRESENT_BE)
export const pastBe = new Set(PAST_BE)
export const timeWords = new Set(TIME_WORDS)
export const notPersons = new Set(NOT_PERSON_SUBJECTS)
export const SELF = new Set(['i', 'me', 'yo'])
// prettier-ignore
/** Words that may stand between a verb and the age: "I'm only 16", "tiene casi 15". */
export const ADVERBS = new Set([
  'only',
  'just',
  'barely',
  'almost',
  'nearly',
  'about',
  'around',
  'like',
  'literally',
  'already',
  'still',
  'now',
  'solo',
  'apenas',
  'casi',
  'ya',
  'aun',
  'todavia',
  'unos',
  'unas',
  'recien',
  'como',
  'sobre',
])
export const PREPOSITIONS = new Set([
  'at',
  'in',
  'on',
  'with',
  'en',
  'con',
  'por',
  'from',
  'to',
  'and',
  'y',
])
export const YOUNG = new Set(['young', 'joven', 'little', 'pequena', 'pequeno', 'tiny', 'small'])
export const FUTURE = /^(next|soon|tomorrow|pronto|manana|que|proximo|proxima|en|in)$/
export const ADJECTIVAL = new Set(['old', 'yo', 'anitos'])
export const SOFT = ','
/** This year (UTC), read when asked: a process running over New Year's Eve follows. */
export const currentYear = () => clock.now().getUTCFullYear()

/** The number at `i` ("15", "fifteen", "diez y seis"), with how many tokens it spans. */
export function numberAt(tokens: string[], i: number): { value: number; length: number } | null {
  const word = tokens[i]
  if (/^\d{1,2}$/.test(word)) return { value: Number(word), length: 1 }
  if (!(word in NUMBER_WORDS)) return null
  const value = NUMBER_WORDS[word]
  // "diez y seis", "twenty one"
  if (value === 10 && tokens[i + 1] === 'y' && NUMBER_WORDS[tokens[i + 2]] < 10) {
    return { value: 10 + NUMBER_WORDS[tokens[i + 2]], length: 3 }
  }
  return { value, length: 1 }
}

export function isStop(token: string | undefined) {
  return token === undefined || token === BOUNDARY || token === SOFT
}

/** "born in 2012", "nacida en 2015": an age from a year of birth. */
export function bornAge(tokens: string[], i: number) {
  if (!/^(born|nacida|nacido|naci|nacio|nacidas|nacidos)$/.test(tokens[i])) return null
  const j = tokens[i + 1] === 'in' || tokens[i + 1] === 'en' ? i + 2 : i + 1
  const year = Number(tokens[j])
  const thisYear = currentYear()
  if (!/^\d{4}$/.test(tokens[j] ?? '') || year > thisYear) return null
  return { value: thisYear - year, end: j + 1 }
}
