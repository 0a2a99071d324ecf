import { createHash } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'

/*
| The current definition of every SQL function of the app, one file each in
| ./functions (as pg_get_functiondef prints it). Earlier migrations keep the
| bodies they created, as history. A change to a function is an edit of its
| file plus a new migration that applies it, pinning the file's version
| (its hash): a database migrated before the edit gets it that way, and the
| SQL functions test fails on a file whose version no migration pins.
*/
const FOLDER = new URL('./functions/', import.meta.url)

/** Function name → the first 12 hex digits of its file's SHA-256. */
export type SqlFunctionPins = Record<string, string>

export function sqlFunctionNames() {
  return readdirSync(FOLDER)
    .filter((file) => file.endsWith('.sql'))
    .map((file) => file.slice(0, -'.sql'.length))
    .sort()
}

export function sqlFunction(name: string) {
  return readFileSync(new URL(`${name}.sql`, FOLDER), 'utf8')
}

export function sqlFunctionVersion(name: string) {
  return createHash('sha256').update(sqlFunction(name)).digest('hex').slice(0, 12)
}

/**
 * A migration's CREATE OR REPLACE of each pinned function, from its file as
 * it is now: on a fresh database a later version may run here, and every
 * later migration that pins it runs it again, which changes nothing.
 */
export function applySqlFunctions(schema: { raw(sql: string): unknown }, pins: SqlFunctionPins) {
  for (const name of Object.keys(pins)) schema.raw(sqlFunction(name))
}
