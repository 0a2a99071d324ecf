/**
 * Accent- and case-insensitive text: "Lucía" and "LUCIA" both fold to
 * "lucia". The database folds with the same steps (NFD, drop combining
 * accents, lower) in generated columns, so search and name sorting ignore
 * accents in both languages without the unaccent extension.
 */
export function foldSql(expression: string) {
  return `lower(regexp_replace(normalize(${expression}, NFD), '[\\u0300-\\u036f]', '', 'g'))`
}

/** Longest search text we look for; longer input is cut, never refused. */
export const MAX_SEARCH_LENGTH = 100

/** A LIKE pattern matching `text` anywhere, with the wildcards in it taken literally. */
export function containsPattern(text: string) {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`
}
