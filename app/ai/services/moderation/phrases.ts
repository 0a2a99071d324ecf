/*
| Word-sequence lookups for the rule lists: a list of phrases ("years old",
| "menor de edad") matched against consecutive tokens.
*/

export type PhraseSet = Map<string, string[][]>

export function phraseSet(phrases: readonly string[]): PhraseSet {
  const set: PhraseSet = new Map()
  for (const phrase of phrases) {
    const words = phrase.split(' ')
    const list = set.get(words[0]) ?? []
    list.push(words)
    set.set(words[0], list)
  }
  for (const list of set.values()) list.sort((a, b) => b.length - a.length)
  return set
}

function matches(words: string[], tokens: string[], at: number) {
  if (at < 0 || at + words.length > tokens.length) return false
  return words.every((word, k) => tokens[at + k] === word)
}

/** Length of the longest phrase of `set` starting at token `i` (0: none). */
export function startsAt(set: PhraseSet, tokens: string[], i: number) {
  for (const words of set.get(tokens[i]) ?? []) if (matches(words, tokens, i)) return words.length
  return 0
}

/** The longest phrase of `set` ending right before token `i`, or null. */
export function endsAt(set: PhraseSet, tokens: string[], i: number): string[] | null {
  let best: string[] | null = null
  for (let length = 1; length <= 4 && i - length >= 0; length++) {
    for (const words of set.get(tokens[i - length]) ?? []) {
      if (words.length === length && matches(words, tokens, i - length)) best = words
    }
  }
  return best
}

/** Every phrase of `set` found in the tokens, with where it starts and ends. */
export function findAll(set: PhraseSet, tokens: string[]) {
  const found: Array<{ start: number; end: number; phrase: string }> = []
  for (let i = 0; i < tokens.length; i++) {
    const length = startsAt(set, tokens, i)
    if (length)
      found.push({ start: i, end: i + length, phrase: tokens.slice(i, i + length).join(' ') })
  }
  return found
}
