import db from '@adonisjs/lucid/services/db'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'

// A named statement is planned once per connection (figures: docs/benchmarks.md). pg refuses
// another text under a name it has prepared, so give each distinct SQL text its own name.
export function preparedQuery(
  name: string,
  sql: string,
  bindings: unknown[],
  client: QueryClientContract = db.connection()
) {
  const query = client.rawQuery(sql, bindings as never)
  query.knexQuery.options({ name })
  return query
}
