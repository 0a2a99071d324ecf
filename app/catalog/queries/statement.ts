import db from '@adonisjs/lucid/services/db'
import type { Statement } from '#catalog/types/rows'

/** Runs a composed statement (types/rows.ts Statement) and hands back its rows. */
export async function run<T>(statement: Statement): Promise<T[]> {
  const result = await db.rawQuery(statement.sql, statement.bindings as any[])
  return result.rows
}

/** The statement with PostgreSQL's $1, $2… placeholders, for a bare pg client. */
export function toNative(statement: Statement) {
  let position = 0
  return { sql: statement.sql.replace(/\?/g, () => `$${++position}`), bindings: statement.bindings }
}
