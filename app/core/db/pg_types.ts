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
