/*
| The baseline of bench/catalog_models.bench.ts: a bare node:http server
| that runs the same SQL as GET /models (the page of cards with its total,
| the category options) through a pg Pool of the same size as the app's,
| and answers the rows as JSON. No framework, no sessions, no rendering: the
| floor our stack is measured against.
*/
import { createServer } from 'node:http'
import pg from 'pg'

const queries = JSON.parse(process.env.BASELINE_QUERIES)
const pool = new pg.Pool({
  connectionString: process.env.DATABASE_URL,
  max: Number(process.env.DB_POOL_MAX ?? 10),
})

const server = createServer(async (request, response) => {
  try {
    const [items, categories] = await Promise.all(
      queries.map((query) => pool.query(query.sql, query.bindings))
    )
    const body = JSON.stringify({
      models: { items: items.rows, total: Number(items.rows[0]?.total_count ?? 0) },
      categories: categories.rows,
    })
    response.writeHead(200, { 'content-type': 'application/json' })
    response.end(body)
  } catch (error) {
    response.writeHead(500)
    response.end(String(error))
  }
})

server.listen(Number(process.env.PORT), '127.0.0.1', () => process.send?.('ready'))
process.on('SIGTERM', () => server.close(() => pool.end().then(() => process.exit(0))))
