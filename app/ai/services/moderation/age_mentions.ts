import {
  ADJECTIVAL,
  ADVERBS,
  FUTURE,
  PREPOSITIONS,
  SELF,
  YOUNG,
  after,
  afterBare,
  approximately,
  family,
  isStop,
  kids,
  notPersons,
  numberAt,
  pastBe,
  persons,
  possessives,
  presentBe,
  spanAfter,
  spanAfterOf,
  spanBefore,
  things,
  timeWords,
  units,
  before as ageWordsBefore,
  bornAge,
} from '#ai/services/moderation/age_vocabulary'
import { endsAt, startsAt } from '#ai/services/moderation/phrases'
import { BOUNDARY } from '#ai/services/moderation/normalize'
import { thingSubject } from '#ai/services/moderation/thing_subject'

/* Ages understood with what they belong to (docs/safety.md, "Ages"). */

/** "una de 15 años": an article alone before "de" stands for a person. */
const ARTICLES = new Set(['un', 'una', 'uno', 'one'])

export type AgeOwner = 'self' | 'family' | 'other' | 'none'
export type AgeMention = {
  value: number
  start: number
  end: number
  owner: AgeOwner
  tense: 'present' | 'past' | 'none'
}

/** The nearest noun that owns the number: a thing, a person, or none found. */
function ownerOf(tokens: string[], start: number, end: number, adjectival: boolean) {
  const forward = adjectival ? 4 : tokens[end] === 'de' || tokens[end] === 'of' ? 3 : 0
  let next: 'thing' | 'family' | 'other' | undefined
  for (let j = end; j < Math.min(tokens.length, end + forward) && !next; j++) {
    if (isStop(tokens[j]) || PREPOSITIONS.has(tokens[j])) break
    if (things.has(tokens[j])) next = 'thing'
    else if (family.has(tokens[j]) && possessive(tokens, start)) next = 'family'
    else if (persons.has(tokens[j]) || family.has(tokens[j])) next = 'other'
  }
  if (next === 'thing') return next
  if (possessives.has(tokens[start - 1])) return 'family' // "my 15 year old got a job"
  if (next) return next
  for (let j = start - 1; j >= Math.max(0, start - 7); j--) {
    const token = tokens[j]
    if (isStop(token)) break
    if (things.has(token) && start - j <= 3) return 'thing'
    if (family.has(token)) return possessive(tokens, j + 1) ? 'family' : 'other'
    if (SELF.has(token)) return 'self'
    if (persons.has(token)) return 'other'
  }
  return 'none'
}

/** "my daughter" is the user's own; "my neighbour's daughter" ('s dropped) is someone else's. */
function possessive(tokens: string[], until: number) {
  for (let j = until - 1; j >= Math.max(0, until - 4); j--) {
    if (isStop(tokens[j])) return false
    if (possessives.has(tokens[j])) return true
    if (persons.has(tokens[j]) && !family.has(tokens[j])) return false
  }
  return false
}

function tenseOf(tokens: string[], start: number): AgeMention['tense'] {
  for (let j = start - 1; j >= Math.max(0, start - 3); j--) {
    if (presentBe.has(tokens[j])) return 'present'
    if (pastBe.has(tokens[j])) return 'past'
  }
  return 'none'
}

/** Every person's age under 18 stated in the tokens. */
export function minorAges(tokens: string[]): AgeMention[] {
  const found: AgeMention[] = []
  for (let i = 0; i < tokens.length; i++) {
    const born = bornAge(tokens, i)
    if (born && born.value < 18) {
      const owner = ownerOf(tokens, i, born.end, false)
      if (owner !== 'thing')
        found.push({ value: born.value, start: i, end: born.end, owner, tense: 'none' })
      continue
    }
    const number = numberAt(tokens, i)
    if (!number || number.value === 0) continue
    if (
      number.value >= 18 &&
      !monthsOld(tokens, i + number.length) &&
      !turningSoon(tokens, i, number)
    ) {
      continue
    }
    if (number.value === 18 && turningSoon(tokens, i, number)) {
      found.push({ value: 17, start: i - 1, end: i + 1, owner: 'other', tense: 'present' })
      continue
    }
    const mention = stated(tokens, i, i + number.length)
    if (!mention) continue
    // "un", "una", "one" count as a number only with an age word: "de un árbol" is no age.
    if (!/^\d/.test(tokens[i]) && number.value === 1 && startsAt(after, tokens, i + 1) === 0)
      continue
    const { start, end } = mention
    // "a 15-year-old living…", "una chica de 15 años saliendo…" describe a person, never a span.
    const spans = mention.adjectival ? null : mention.personal ? spanAfterOf : spanAfter
    const spanEnd = /^(years?|anos|yrs?)$/.test(tokens[end]) ? end + 1 : end
    if (
      spanBeforeAt(tokens, start) ||
      spanBeforeAt(tokens, i) ||
      (spans && startsAt(spans, tokens, spanEnd) > 0)
    )
      continue
    const owner = ownerOf(tokens, start, end, mention.adjectival)
    if (
      owner === 'thing' ||
      ((owner === 'none' || owner === 'other') && thingSubject(tokens, start))
    )
      continue
    if (mention.aged && /^(years?|anos)$/.test(tokens[end]) && agedThing(tokens, end)) continue
    found.push({ value: number.value, start, end, owner, tense: tenseOf(tokens, i) })
  }
  return found
}

/** "an 18-month-old baby", "un niño de 20 meses": any number of months is a small child. */
function monthsOld(tokens: string[], end: number) {
  if ((tokens[end] === 'month' || tokens[end] === 'months') && tokens[end + 1] === 'old')
    return true
  return tokens[end] === 'meses' && tokens[end + 1] !== 'de'
}

/** "she'll be 18 next month", "cumple 18 la semana que viene": not yet 18 today. */
function turningSoon(tokens: string[], i: number, number: { value: number; length: number }) {
  if (number.value !== 18) return false
  const end = i + number.length
  const future = ['be', 'cumple', 'cumplira', 'turns', 'turning', 'cumplir'].includes(tokens[i - 1])
  const next = tokens[end] === 'la' || tokens[end] === 'el' ? tokens[end + 2] : tokens[end]
  return future && FUTURE.test(next ?? '')
}

/** Where the age statement around the number starts and ends, or null when it is none. */
function stated(tokens: string[], i: number, numberEnd: number) {
  const tail = startsAt(after, tokens, numberEnd)
  const end = numberEnd + tail
  const adjectival = tail > 0 && ADJECTIVAL.has(tokens[end - 1])
  let word = endsAt(ageWordsBefore, tokens, i)
  const said = word?.join(' ')
  const personal =
    ['of', 'de', 'con'].includes(said ?? '') &&
    (personBefore(tokens, i - 1) || ARTICLES.has(tokens[i - 2]))
  const base = { end, adjectival, personal, aged: said === 'aged' }
  if (tail > 0) return { start: i - (word?.length ?? 0), ...base }
  if (word) {
    const next = tokens[numberEnd]
    const ok =
      said === 'at'
        ? atAge(tokens, i, numberEnd)
        : ['of', 'de', 'con'].includes(said!)
          ? !units.has(next) && personal
          : !units.has(next)
    if (ok) return { start: i - word.length, ...base }
  }
  // "Mia (15)" and "Maya, seventeen, …": a number standing beside a name.
  const aside = tokens[i - 1] === ',' && (isStop(tokens[numberEnd]) || tokens[numberEnd] === ',')
  const named = /^[a-z]+$/.test(tokens[i - 2] ?? '') && !things.has(tokens[i - 2])
  if (aside && (named || personBefore(tokens, i - 1))) {
    return { start: i, end, adjectival, personal: false, aged: false }
  }
  const kid = kids.has(tokens[i - 1])
    ? 1
    : approximately.has(tokens[i - 1]) && kids.has(tokens[i - 2])
      ? 2
      : 0
  if (kid && (isStop(tokens[numberEnd]) || PREPOSITIONS.has(tokens[numberEnd]))) {
    return { start: i - kid, end, adjectival, personal: false, aged: false } // "nena 12", "girl about 12"
  }
  // "she is young, like thirteen"
  if (tokens.slice(Math.max(0, i - 4), i).some((t) => YOUNG.has(t))) {
    return { start: i, end, adjectival, personal: false, aged: false }
  }
  word = null
  return bareAge(tokens, i, numberEnd)
    ? { start: i, end, adjectival, personal: false, aged: false }
    : null
}

/** "at 14" is an age unless a time: a unit after, or a time word near it ("meet at 8"). */
function atAge(tokens: string[], i: number, end: number) {
  if (units.has(tokens[end]) || timeWords.has(tokens[end])) return false
  for (let j = Math.max(0, i - 4); j < i - 1; j++) if (timeWords.has(tokens[j])) return false
  return tokens[end] !== ':'
}

/** "whisky aged 12 years in oak barrels, this scotch…": a drink's age, words later. */
function agedThing(tokens: string[], end: number) {
  for (let j = end; j < Math.min(tokens.length, end + 8); j++) {
    if (tokens[j] === BOUNDARY) return false
    if (things.has(tokens[j])) return true
  }
  return false
}

function spanBeforeAt(tokens: string[], start: number) {
  let i = start
  while (i > 0 && ADVERBS.has(tokens[i - 1])) i--
  return endsAt(spanBefore, tokens, i) !== null
}

/** "she is 15.", "tiene 15 y…", "I'm only 16", "when I was 10 my family…". */
function bareAge(tokens: string[], i: number, end: number) {
  let v = i - 1
  while (v > 0 && ADVERBS.has(tokens[v])) v--
  const verb = tokens[v]
  if (!presentBe.has(verb) && !pastBe.has(verb)) return false
  const next = tokens[end]
  const when =
    ['when', 'cuando'].includes(tokens[v - 1]) || ['when', 'cuando'].includes(tokens[v - 2])
  if (!when && !isStop(next) && !afterBare.has(next)) return false
  // "it is 5." / "the score was 3" are no ages: a person must state it.
  for (let j = v - 1; j >= Math.max(0, v - 4); j--) {
    if (isStop(tokens[j])) break
    if (things.has(tokens[j]) || notPersons.has(tokens[j])) return false
    if (persons.has(tokens[j]) || family.has(tokens[j])) return true
  }
  return true
}

function personBefore(tokens: string[], i: number) {
  for (let j = i - 1; j >= Math.max(0, i - 3); j--) {
    if (isStop(tokens[j])) return false
    if (persons.has(tokens[j]) || family.has(tokens[j])) return true
  }
  return false
}
