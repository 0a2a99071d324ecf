import { minorAges } from '#ai/services/moderation/age_mentions'
import { minorWords, spelledOutMinor, type WordFinding } from '#ai/services/moderation/minor_words'
import { BOUNDARY, views } from '#ai/services/moderation/normalize'
import { findAll, phraseSet, startsAt } from '#ai/services/moderation/phrases'
import {
  FAMILY_WORDS,
  NUMBER_WORDS,
  POSSESSIVES,
  UNITS_AFTER,
} from '#ai/services/moderation/rules/age_context'
import {
  PAST_SELF,
  PAST_VERBS,
  PRESENT_FRAME,
  ROLEPLAY,
} from '#ai/services/moderation/rules/frames'
import * as lexicon from '#ai/services/moderation/rules/lexicon'
import {
  EXPLICIT_REFUSED,
  POLICY_OF,
  type ModerationCategory,
  type ModerationPath,
} from '#ai/services/moderation/moderation_types'

/* The local rules (docs/safety.md): offline, for every path, always first. */

export type LocalFinding = { category: ModerationCategory; ruleId: string }
type Minor = WordFinding & { strength: 'strong' | 'weak'; owner?: string; tense?: string }

const sets = {
  csam: phraseSet(lexicon.CSAM_TERMS),
  minor: phraseSet(lexicon.MINOR_TERMS),
  child: phraseSet(lexicon.CHILD_TERMS),
  under: phraseSet(lexicon.UNDER_AGE_PHRASES),
  stages: phraseSet(lexicon.SCHOOL_STAGES),
  adults: new Set(lexicon.ADULT_ROLES),
  sexual: phraseSet(lexicon.SEXUAL_TERMS),
  explicit: phraseSet(lexicon.EXPLICIT_TERMS),
  illegal: phraseSet(lexicon.ILLEGAL_TERMS),
  allowed: phraseSet(lexicon.ALLOWED_PHRASES),
  past: phraseSet(PAST_SELF),
  present: phraseSet(PRESENT_FRAME),
  roleplay: phraseSet(ROLEPLAY),
  pastVerbs: new Set(PAST_VERBS),
  family: new Set(FAMILY_WORDS),
  possessives: new Set(POSSESSIVES),
}

/** Single words the rules know: normalize.ts reads spellings towards them. */
const KNOWN = new Set(
  [
    ...lexicon.CSAM_TERMS,
    ...lexicon.MINOR_TERMS,
    ...lexicon.CHILD_TERMS,
    ...lexicon.SEXUAL_TERMS,
    ...lexicon.ILLEGAL_TERMS,
    'minor',
    'minors',
    'menor',
    'menores',
    'underage',
    ...Object.keys(NUMBER_WORDS),
    'anos',
    'years',
    'old',
  ].flatMap((phrase) => phrase.split(' '))
)
const known = (word: string) => KNOWN.has(word)
const JOINABLE = new Set(
  [...lexicon.CSAM_TERMS, ...lexicon.MINOR_TERMS, ...lexicon.CHILD_TERMS, 'minor', 'menor'].filter(
    (term) => !term.includes(' ') && term.length >= 4
  )
)

function minorsIn(tokens: string[]): Minor[] {
  const found: Minor[] = []
  const add = (list: WordFinding[], strength: Minor['strength']) =>
    found.push(...list.map((f) => ({ ...f, strength })))
  const hits = (set: Map<string, string[][]>, rule: string) =>
    findAll(set, tokens).map((f) => ({ ...f, rule }))
  add(hits(sets.minor, 'minors.term'), 'strong')
  // "under 18 minutes", "menor de 18 euros" are no ages.
  add(
    hits(sets.under, 'minors.under_18').filter((f) => !UNITS.has(tokens[f.end])),
    'strong'
  )
  add(
    minorWords(tokens).filter((f) => f.rule === 'minors.minor_noun' || !nearAdultRole(tokens, f)),
    'strong'
  )
  // "two kids, aged 30 and 32": a child word about grown-ups.
  add(
    hits(sets.child, 'minors.child_term').filter((f) => !adultAges(tokens, f)),
    'weak'
  )
  const stages = hits(sets.stages, 'minors.school_stage').filter((f) => !nearAdultRole(tokens, f))
  add(stages, 'strong')
  for (const age of minorAges(tokens)) {
    found.push({
      start: age.start,
      end: age.end,
      rule: 'minors.stated_age',
      strength: 'strong',
      owner: age.owner,
      tense: age.tense,
    })
  }
  // Words split in two: "min or", "pre teen", "ni ña".
  for (let i = 0; i + 1 < tokens.length; i++) {
    const short = tokens[i].length < 2 || tokens[i + 1].length < 2 // "lol i" is no "loli"
    if (
      !short &&
      JOINABLE.has(tokens[i] + tokens[i + 1]) &&
      !JOINABLE.has(tokens[i]) &&
      !JOINABLE.has(tokens[i + 1])
    ) {
      found.push({ start: i, end: i + 2, rule: 'minors.split_word', strength: 'strong' })
    }
  }
  return found
}

const UNITS = new Set(UNITS_AFTER)

function adultAges(tokens: string[], f: WordFinding) {
  for (let j = f.end; j < Math.min(tokens.length, f.end + 8); j++) {
    if (tokens[j] === BOUNDARY) return false
    if (/^\d+$/.test(tokens[j]) && Number(tokens[j]) >= 18 && Number(tokens[j]) < 120) return true
  }
  return false
}

function nearAdultRole(tokens: string[], f: WordFinding) {
  for (let j = Math.max(0, f.start - 6); j < Math.min(tokens.length, f.end + 4); j++) {
    if (tokens[j] === BOUNDARY) continue
    if (sets.adults.has(tokens[j])) return true
  }
  return false
}

/** The sentence around a finding (hard boundaries only; commas stay inside). */
function sentence(tokens: string[], f: WordFinding) {
  let start = f.start
  while (start > 0 && tokens[start - 1] !== BOUNDARY) start--
  let end = f.end
  while (end < tokens.length && tokens[end] !== BOUNDARY) end++
  return { start, end, words: tokens.slice(start, end) }
}

function has(set: Map<string, string[][]>, words: string[]) {
  return words.some((_, i) => startsAt(set, words, i) > 0)
}

/** The user's own family in the same sentence: "mi hijo está en 3º de primaria". */
function ownFamily(words: string[], f: Minor) {
  if (has(sets.roleplay, words)) return false
  if (f.owner && f.owner !== 'none') return f.owner === 'family'
  return words.some(
    (word, j) =>
      sets.family.has(word) &&
      words.slice(Math.max(0, j - 3), j).some((w) => sets.possessives.has(w))
  )
}

const THIRD_PERSON = new Set([
  'she',
  'he',
  'her',
  'his',
  'they',
  'ella',
  'ellas',
  'ellos',
  'su',
  'sus',
])

/** The user's own past: a past frame or verb, no one else's, nobody put into the present. */
function ownPast(words: string[], f: Minor) {
  if (f.tense === 'present' || (f.owner && f.owner !== 'self' && f.owner !== 'none')) return false
  if (has(sets.present, words) || words.some((word) => THIRD_PERSON.has(word))) return false
  return has(sets.past, words) || words.some((word) => sets.pastVerbs.has(word))
}

function conversationVerdict(tokens: string[], minors: Minor[], sexual: boolean) {
  if (!minors.length) return null
  if (sexual) return 'minors.sexual_context'
  for (const f of minors) {
    const words = sentence(tokens, f).words
    if (ownFamily(words, f) || ownPast(words, f)) continue
    return f.rule
  }
  return null
}

/** Harmless phrases that hold a listed word ("el fenómeno de El Niño") are read as blanks. */
function blankAllowed(tokens: string[]) {
  const out = [...tokens]
  for (const f of findAll(sets.allowed, tokens)) out.fill('_', f.start, f.end)
  return out
}

/** What the local rules refuse in `text` on `path`, or null. */
export function screenLocally(text: string, path: ModerationPath): LocalFinding | null {
  const generation = POLICY_OF[path] === 'generation'
  const read = views(text, known).map(blankAllowed)
  if (read.length > 1 && spelledOutMinor(read)) {
    return { category: 'minors', ruleId: 'minors.spelled_out' }
  }
  for (const tokens of read) {
    if (findAll(sets.csam, tokens).length) return { category: 'minors', ruleId: 'minors.csam_term' }
    const minors = minorsIn(tokens)
    if (generation && minors.length) return { category: 'minors', ruleId: minors[0].rule }
    if (!generation && minors.length) {
      const sexual = findAll(sets.sexual, tokens).length > 0
      const rule = conversationVerdict(tokens, minors, sexual)
      if (rule) return { category: 'minors', ruleId: rule }
    }
  }
  const tokens = read[0]
  if (path !== 'reply' && path !== 'summary' && findAll(sets.illegal, tokens).length) {
    return { category: 'illegal', ruleId: 'illegal.term' }
  }
  if (EXPLICIT_REFUSED.has(path) && findAll(sets.explicit, tokens).length) {
    return { category: 'explicit', ruleId: 'explicit.term' }
  }
  return null
}
