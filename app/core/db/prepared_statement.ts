import db from '@adonisjs/lucid/services/db'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'

/**
 * Runs a hot statement as a named prepared statement: each connection
 * parses and plans it once and then sends only its parameters. A chat
 * turn's statements are planned in longer than they run (0.7 ms of
 * planning against 0.5 ms of execution for the message's statement, 0.9
 * against 0.08 for the character's read: EXPLAIN ANALYZE, bench/chat).
 * Through public APIs only: Lucid's raw query exposes its knex query
 * (`knexQuery`), whose `options()` hands driver options to pg, where
 * `name` makes the statement prepared (node-postgres, "Prepared
 * statements"). A name must always stand for the same text (pg refuses
 * another text under a name it has prepared on that connection), so give
 * each distinct SQL text its own name.
 */
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
