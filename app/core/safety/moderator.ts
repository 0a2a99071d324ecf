import {
  DataSet,
  RegExpMatcher,
  collapseDuplicatesTransformer,
  parseRawPattern,
  resolveConfusablesTransformer,
  resolveLeetSpeakTransformer,
  toAsciiLowerCaseTransformer,
} from 'obscenity'
import {
  ALLOWED_PHRASES,
  CHILD_TERMS,
  EXPLICIT_TERMS,
  ILLEGAL_TERMS,
  MINOR_TERMS,
  NUMBER_WORDS,
} from '#core/safety/moderation_lists'

/*
| The local moderator (design.md, Safety): offline, for every prompt users
| write and every reply a model produces. Rules:
| - minors: refused everywhere (chat, photo, video, the model's output);
|   a plain "child" word only next to sexual words in chat and output;
| - illegal (non-consent, bestiality, incest…): refused in what users write;
| - explicit: refused in video prompts only (product.md §4).
| Nothing refused is charged: callers moderate before they hold points.
*/

export type ModerationUse = 'chat' | 'photo' | 'video' | 'output'
export type ModerationCategory = 'minors' | 'explicit' | 'illegal'
export type ModerationResult =
  { allowed: true } | { allowed: false; category: ModerationCategory; messageKey: string }

type Group = 'minor' | 'child' | 'explicit' | 'illegal'
const GROUPS: Record<Group, string[]> = {
  minor: MINOR_TERMS,
  child: CHILD_TERMS,
  explicit: EXPLICIT_TERMS,
  illegal: ILLEGAL_TERMS,
}

/** The translated refusal (resources/lang/*\/core.json, `safety.*`). */
export const MESSAGE_KEYS: Record<ModerationCategory | 'output', string> = {
  minors: 'safety.minors',
  explicit: 'safety.explicit',
  illegal: 'safety.illegal',
  output: 'safety.output',
}

function buildMatcher() {
  const dataset = new DataSet<{ group: Group }>()
  for (const [group, terms] of Object.entries(GROUPS) as Array<[Group, string[]]>) {
    for (const term of terms) {
      dataset.addPhrase((phrase) => phrase.setMetadata({ group }).addPattern(parseRawPattern(term)))
    }
  }
  for (const phrase of ALLOWED_PHRASES) dataset.addPhrase((p) => p.addWhitelistedTerm(phrase))
  const built = dataset.build()
  const matcher = new RegExpMatcher({
    ...built,
    blacklistMatcherTransformers: [
      resolveConfusablesTransformer(), // Cyrillic "е", fullwidth letters, 🅰…
      resolveLeetSpeakTransformer(), // 3 → e, 0 → o, $ → s…
      toAsciiLowerCaseTransformer(),
      collapseDuplicatesTransformer({ defaultThreshold: 2 }), // "teeeen" → "teen"
    ],
    whitelistMatcherTransformers: [toAsciiLowerCaseTransformer()],
  })
  return { matcher, dataset }
}

let compiled: ReturnType<typeof buildMatcher> | undefined

/** NFKC, lowercase, accents stripped: "NIÑA", "ｎｉñａ" and "nina" read the same. */
export function foldText(text: string) {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .normalize('NFC')
}

const PERSON =
  '(?:chica|chico|nina|nino|mujer|hombre|persona|alumna|alumno|joven|girl|boy|woman|man)'
const YEARS_OLD = String.raw`(\w+)[\s-]*(?:years?|yrs?)[\s-]*old`
// "a 5 year old car" is no person: the age must be someone's.
const AGE_PATTERNS = [
  new RegExp(
    String.raw`\b(?:i am|i'm|im|she is|she's|he is|he's|you are|you're|is|are|was|were)\s+${YEARS_OLD}\b`,
    'g'
  ),
  new RegExp(String.raw`\b${YEARS_OLD}\s+(?:girl|boy|kid|child|daughter|son|student|teen)`, 'g'),
  /\b(\d{1,2})\s*(?:yo|y\/o)\b/g,
  /\baged\s+(\w+)\b/g,
  /\b(?:tengo|tiene|tienes|tenia|cumplo|cumple|cumpli)\s+(\w+)\s+(?:anos|anitos)\b/g,
  new RegExp(`\\b${PERSON}\\s+de\\s+(\\w+)\\s+(?:anos|anitos)\\b`, 'g'),
  /\b(\w+)\s+anitos\b/g,
]

/** A stated age under 18 ("15 years old", "tengo quince años", "16yo"). */
function statesMinorAge(folded: string) {
  for (const regex of AGE_PATTERNS) {
    for (const match of folded.matchAll(regex)) {
      const value = /^\d+$/.test(match[1]) ? Number(match[1]) : NUMBER_WORDS[match[1]]
      if (value !== undefined && value < 18) return true
    }
  }
  return false
}

function groupsIn(folded: string) {
  compiled ??= buildMatcher()
  const found = new Set<Group>()
  for (const match of compiled.matcher.getAllMatches(folded)) {
    const metadata = compiled.dataset.getPayloadWithPhraseMetadata(match).phraseMetadata
    if (metadata) found.add(metadata.group)
  }
  return found
}

function refuse(category: ModerationCategory, use: ModerationUse): ModerationResult {
  return {
    allowed: false,
    category,
    messageKey: use === 'output' ? MESSAGE_KEYS.output : MESSAGE_KEYS[category],
  }
}

export function moderate(text: string, options: { use: ModerationUse }): ModerationResult {
  const { use } = options
  const folded = foldText(text)
  const groups = groupsIn(folded)
  const generation = use === 'photo' || use === 'video'
  if (
    groups.has('minor') ||
    statesMinorAge(folded) ||
    (groups.has('child') && (generation || groups.has('explicit')))
  ) {
    return refuse('minors', use)
  }
  if (use !== 'output' && groups.has('illegal')) return refuse('illegal', use)
  if (use === 'video' && groups.has('explicit')) return refuse('explicit', use)
  return { allowed: true }
}
