import pg from 'pg'

const INT8 = 20

// node-pg leaves int8 (ids, COUNT(*), SUM of integers) as a string because it may not fit a
// double. Ours fit; one that does not must fail loudly rather than come back rounded.
export function parseInt8(text: string): number {
  const value = Number(text)
  if (!Number.isSafeInteger(value)) {
    throw new RangeError(`int8 value ${text} is beyond Number.MAX_SAFE_INTEGER`)
  }
  return value
}

// Given to every Lucid connection (config/database.ts) and to the pg clients the app opens
// itself; numeric (money) keeps pg's string.
export const pgTypes = new pg.TypeOverrides()
pgTypes.setTypeParser(INT8, 'text', parseInt8)

// int8[] (array_agg of ids): pg's own array parser, then each element as above. (Its OID is
// not among pg's named builtins.)
const INT8_ARRAY = 1016 as Parameters<typeof pgTypes.setTypeParser>[0]
const int8Strings = pg.types.getTypeParser(INT8_ARRAY, 'text')
type Int8Element = string | null | Int8Element[]
type Int8Parsed = number | null | Int8Parsed[]
const eachInt8 = (value: Int8Element): Int8Parsed =>
  Array.isArray(value) ? value.map(eachInt8) : value === null ? null : parseInt8(value)
pgTypes.setTypeParser(INT8_ARRAY, 'text', (text) => eachInt8(int8Strings(text)))
