import { readsClient } from '#core/db/replica_reads'
import type { Statement } from '#catalog/types/rows'

export async function run<T>(statement: Statement): Promise<T[]> {
  const result = await readsClient().rawQuery(statement.sql, statement.bindings as any[])
  return result.rows
}

export function toNative(statement: Statement) {
  let position = 0
  return { sql: statement.sql.replace(/\?/g, () => `$${++position}`), bindings: statement.bindings }
}
