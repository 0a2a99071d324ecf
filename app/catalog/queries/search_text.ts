// The database folds with the same steps (NFD, drop combining accents, lower) in generated
// columns, so search ignores accents without the unaccent extension.
export function foldSql(expression: string) {
  return `lower(regexp_replace(normalize(${expression}, NFD), '[\\u0300-\\u036f]', '', 'g'))`
}

export function containsPattern(text: string) {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`
}
