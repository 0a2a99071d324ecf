import { connect } from 'node:net'
import env from '#start/env'

/*
| APP_KEY and DATABASE_URL for the code that uses them. The web server, the
| tests and production cannot start without both (start/env.ts); an ace
| command outside production can, and one that reaches for either stops
| here with one line that says how to get it (bin/console.ts prints it
| without a stack, as the known error it is).
*/

const FROM_NPM_START =
  'run "npm start" in another terminal (ace commands use the database and key it keeps in .data/runtime.json)'

/** A setting an ace command needs and does not have; its message is the whole answer. */
export class MissingSettingError extends Error {
  readonly code = 'E_MISSING_SETTING'
}

let unreachable: MissingSettingError | undefined

export function appKey() {
  const key = env.get('APP_KEY')
  if (key) return key
  throw new MissingSettingError(
    `No APP_KEY: ${FROM_NPM_START}, or set APP_KEY to the key of the app whose data this command uses.`
  )
}

export function databaseUrl() {
  const url = env.get('DATABASE_URL')
  if (unreachable) throw unreachable
  if (url) return url
  throw new MissingSettingError(
    `No database: ${FROM_NPM_START}, or set DATABASE_URL=postgres://user:password@host:5432/velvet.`
  )
}

/**
 * Whether DATABASE_URL's server accepts connections (its TCP port, or
 * socket file). When it does not — a runtime.json left by an `npm start`
 * that was killed, a server that is down — databaseUrl() says so from then
 * on, before any pool or queue tries it and logs the failure its own way.
 */
export async function checkDatabaseReachable(timeoutMs = 3_000) {
  const url = env.get('DATABASE_URL')
  if (!url) return
  const target = new URL(url)
  const port = Number(target.port || 5432)
  const host =
    decodeURIComponent(target.hostname).replace(/^\[(.*)\]$/, '$1') ||
    target.searchParams.get('host') ||
    'localhost'
  const where = host.startsWith('/') ? { path: `${host}/.s.PGSQL.${port}` } : { host, port }
  const failure = await new Promise<string | undefined>((resolve) => {
    const socket = connect(where)
    socket.setTimeout(timeoutMs, () =>
      socket.destroy(Object.assign(new Error(), { code: 'ETIMEDOUT' }))
    )
    socket.once('connect', () => {
      socket.destroy()
      resolve(undefined)
    })
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message))
  })
  if (!failure) return
  target.password = ''
  unreachable = new MissingSettingError(
    `No database at ${target.href} (${failure}): ${FROM_NPM_START}, or set DATABASE_URL to a running PostgreSQL.`
  )
}
