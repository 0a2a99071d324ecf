import { CONFUSABLES, LEET } from '#ai/services/moderation/rules/characters'

/*
| The usual tricks are undone (NFKC, invisible characters, look-alike
| letters, accents, leetspeak inside words, stretched letters, letters split
| by separators) so the rules read words, not spellings. Plain numbers are
| never leetspeak: they are ages.
*/

export const BOUNDARY = '.'
export const SOFT = ','

const INVISIBLE = /[\p{Cf}\u00ad\u034f\u115f\u1160\u17b4\u17b5\u180e\u3164\uffa0]/gu
const SEPARATORS = String.raw`[\s.\-_*·•|/+~:,'"\p{Extended_Pictographic}\uFE0F\u20E3]{1,3}`
const SPACED_RUN = new RegExp(
  String.raw`(?<![a-z0-9])[a-z0-9](${SEPARATORS})[a-z0-9](?![a-z0-9])(?:\1[a-z0-9](?![a-z0-9]))*`,
  'gu'
)
const CONTRACTIONS: Array<[RegExp, string]> = [
  [/\b(she|he|it|that|who|there|what|shes|hes)'s\b/g, '$1 is'],
  [/\bshes\b/g, 'she is'],
  [/\bi'm\b|\bim\b/g, 'i am'],
  [/\b(u|you|they|we)\s+r\b/g, '$1 are'],
  [/\bur\b/g, 'your'],
  [/\b(\d{1,2})\s*[oa]?\s*(eso|bach|egb)\b/g, '$1 o $2'], // "2ºESO", "1º Bach"
  [/([a-z])\s*\/\s*(\d{1,2})\b(?!\s*\/\s*\d)/g, '$1 , $2 ,'], // "Emma/15"
  [/\b(\d{1,2})\s*\/\s*[fmh]\b/g, '$1 yo'], // "15/f/texas"
  [/[[(]\s*(\d{1,2})\s*[fmh]\s*[\])]/g, ' $1 yo '], // "[14F]"
  [/[[(]\s*[fmh]\s*[,/]?\s*(\d{1,2})\s*[\])]/g, ' $1 yo '], // "(f, 14)"
  [/'re\b/g, ' are'],
  [/\b(\d{1,2})\s*y\s*[/.]\s*o\b\.?/g, '$1 yo'],
  [/\b(\d{1,2})\s*a\s*[/.]\s*o\b\.?/g, '$1 yo'],
  [/'s\b/g, ''],
  [/\b(\d{1,2})\s*[:h]\s*(\d{2})\b/g, '$1 h $2'], // times: "15:00", "9h30"
]
const LOOSE_RUN = new RegExp(
  String.raw`(?<![a-z0-9])[a-z0-9](?:${SEPARATORS}[a-z0-9](?![a-z0-9]))+`,
  'gu'
)
/** Digits glued to an age or ordinal word: "15yo", "6th", "1º" (NFKC makes it "1o"). */
const GLUED_SUFFIX =
  /\b(\d{1,4})(yo|yrs?|years?|yr|y|anos?|anitos|th|st|nd|rd|o|a|er|ero|era|do|da|to|ta|vo|va|mo|ma|no|na)\b/g

const CONFUSABLE = new RegExp(
  `[${Object.keys(CONFUSABLES)
    .map((char) => char.replace(/[\\\]^-]/g, '\\$&'))
    .join('')}]`,
  'gu'
)

export function fold(text: string) {
  // "Nina", "Nino" written with a plain n and a capital are names, not "niña"/"niño".
  const named = text
    .normalize('NFKC')
    .replace(INVISIBLE, '')
    .replace(/\bNin([ao])\b/g, 'Nyn$1')
  return named
    .replace(CONFUSABLE, (char) => CONFUSABLES[char])
    .toLowerCase()
    .replace(/[’‘`´]/g, "'")
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .normalize('NFC')
}

function leet(word: string, known: (w: string) => boolean) {
  if (!/[a-z]/.test(word) || !/[0-9@$!]/.test(word)) return word
  const asI = [...word].map((c) => LEET[c] ?? c).join('')
  const asL = asI.replace(/i/g, (match, index) => (word[index] === '1' ? 'l' : match))
  return known(asL) && !known(asI) ? asL : asI
}

const DOUBLED = /([a-z])\1/

function unstretch(word: string, known: (w: string) => boolean) {
  if (!DOUBLED.test(word) || known(word)) return word
  const two = word.replace(/([a-z])\1{2,}/g, '$1$1')
  if (known(two)) return two
  const one = word.replace(/([a-z])\1+/g, '$1')
  if (known(one)) return one
  return two
}

function tokenize(folded: string, known: (w: string) => boolean) {
  let text = folded
  const digits = /\d/.test(text)
  for (const [pattern, replacement] of CONTRACTIONS) {
    // Each pattern that names \d requires a digit, and no replacement adds one: skipped without.
    if (digits || !pattern.source.includes('\\d')) text = text.replace(pattern, replacement)
  }
  if (digits) text = text.replace(GLUED_SUFFIX, '$1 $2')
  const tokens: string[] = []
  for (const match of text.matchAll(/[a-z0-9@$!]+|[.!?;:,()\n[\]{}"]+/g)) {
    const raw = match[0]
    if (!/[a-z0-9]/.test(raw)) {
      const mark = /[.!?;\n]/.test(raw) ? BOUNDARY : SOFT
      const last = tokens[tokens.length - 1]
      if (last === SOFT && mark === BOUNDARY) tokens[tokens.length - 1] = BOUNDARY
      else if (tokens.length && last !== BOUNDARY && last !== SOFT) tokens.push(mark)
      continue
    }
    // "!" is a letter only inside a word ("l!ttle"), never at its end ("minutes!").
    const word = /[@$!]/.test(raw)
      ? raw.replace(/^[@$!]+(?=\d)|(?<=\d)[@$!]+$/g, '').replace(/^!+|!+$/g, '')
      : raw
    const plain = /^\d+$/.test(word) ? word : unstretch(leet(word, known), known)
    // Leetspeak can turn digits glued to a suffix back into a number and a word.
    if (!/\d/.test(plain)) tokens.push(plain)
    else for (const part of plain.split(/(?<=\d)(?=[a-z])|(?<=[a-z])(?=\d)/)) tokens.push(part)
  }
  return tokens
}

/** A rule refuses when any view does: as written, and with spaced single characters joined. */
export function views(text: string, known: (w: string) => boolean): string[][] {
  const folded = fold(text)
  const plain = tokenize(folded, known)
  const join = (run: string) => {
    const word = run.replace(/[^a-z0-9]/g, '')
    const read = (w: string) => known(w) || known([...w].map((c) => LEET[c] ?? c).join(''))
    // "u n d e r 1 8", "g i r l 1 2": a word and then a number, not leetspeak.
    if (/^[a-z]+\d+$/.test(word) && !read(word)) return word.replace(/(?<=[a-z])(?=\d)/, ' ')
    // "a m i n o r": the article stays a word of its own.
    if (!read(word) && /^[ayoeui]/.test(word) && read(word.slice(1))) {
      return `${word[0]} ${word.slice(1)}`
    }
    return word
  }
  // Runs with one separator throughout ("m e n o r  d e  e d a d" keeps its words), then any.
  const strict = folded.replace(SPACED_RUN, join)
  const loose = folded.replace(LOOSE_RUN, join)
  const out = [plain]
  if (strict !== folded) out.push(tokenize(strict, known))
  if (loose !== strict) out.push(tokenize(loose, known))
  return out
}
