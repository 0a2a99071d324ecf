import pg from 'pg'

/**
 * Every SQL statement sent while `work` runs, as PostgreSQL receives them:
 * counted on the pg driver itself (pg.Client#query), so BEGIN and COMMIT,
 * Lucid's and knex's queries and pg-boss's own are all seen. Only for code
 * that runs alone in the process (nothing else may query meanwhile).
 */
export async function statementsOf<T>(work: () => Promise<T>) {
  const statements: string[] = []
  const original = pg.Client.prototype.query
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const first = args[0] as string | { text?: string } | undefined
    const text = typeof first === 'string' ? first : (first?.text ?? '')
    statements.push(text.replace(/\s+/g, ' ').trim())
    return (original as (...a: unknown[]) => unknown).apply(this, args)
  } as typeof original
  try {
    const result = await work()
    return { result, statements }
  } finally {
    pg.Client.prototype.query = original
  }
}
