import db from '@adonisjs/lucid/services/db'
import type { Statement } from '#catalog/types/rows'

export async function run<T>(statement: Statement): Promise<T[]> {
  const result = await db.rawQuery(statement.sql, statement.bindings as any[])
  return result.rows
}

export function toNative(statement: Statement) {
  let position = 0
  return { sql: statement.sql.replace(/\?/g, () => `$${++position}`), bindings: statement.bindings }
}
