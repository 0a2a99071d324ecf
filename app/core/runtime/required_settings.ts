import { connect } from 'node:net'
import env from '#start/env'
import { MissingSettingError } from '#core/exceptions/missing_setting_error'

// An ace command outside production may start without APP_KEY or DATABASE_URL; one that
// reaches for either stops here with one line that says how to get it.

const FROM_NPM_START =
  'run "npm start" in another terminal (ace commands use the database and key it keeps in .data/runtime.json)'

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
