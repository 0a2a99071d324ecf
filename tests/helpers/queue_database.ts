import pg from 'pg'
import { databaseUrl } from '#core/runtime/required_settings'
import { Queue } from '#core/queue/queue'

/*
| A second database of the tests' server, playing the queue's own
| (QUEUE_DATABASE_URL), with a Queue on it.
*/

export async function onDatabase<T>(url: string, sql: string, bindings: unknown[] = []) {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    const result = await client.query(sql, bindings)
    return result.rows as T[]
  } finally {
    await client.end()
  }
}

export function queueDatabase(suffix: string) {
  const main = new URL(databaseUrl())
  const name = `${main.pathname.slice(1)}_${suffix}`
  const url = Object.assign(new URL(main), { pathname: `/${name}` }).href
  const drop = () => onDatabase(main.href, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
  return {
    url,
    queue: new Queue({ connectionString: () => url, ownDatabase: true }),
    async create() {
      await drop()
      await onDatabase(main.href, `CREATE DATABASE ${name}`)
    },
    drop,
  }
}
