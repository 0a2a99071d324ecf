/*
| `npm run bench`: every benchmark in bench/*.bench.ts, each next to a
| baseline measured in the same run, against a throw-away embedded
| PostgreSQL with normal durability (fsync on). Arguments filter by name:
| `npm run bench -- ledger`.
*/
import { randomBytes } from 'node:crypto'
import { chmodSync, mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { startEmbeddedPostgres } from './lib/embedded_postgres.js'
import { freePort } from './lib/ports.js'
import { runToEnd } from './lib/processes.js'

const ROOT = fileURLToPath(new URL('..', import.meta.url))
const base = mkdtempSync(join(tmpdir(), 'velvet-bench-'))
chmodSync(base, 0o755)
const database = await startEmbeddedPostgres({
  dataDir: join(base, 'pg'),
  port: await freePort(),
  database: 'velvet_bench',
  removeWhenOrphaned: true,
})

const env = {
  ...process.env,
  NODE_ENV: 'development',
  DATABASE_URL: database.url,
  APP_KEY: randomBytes(32).toString('base64url'),
  HOST: '127.0.0.1',
  PORT: String(await freePort()),
  LOG_LEVEL: 'warn',
}

let code = 0
try {
  await runToEnd(process.execPath, ['ace.js', 'migration:run', '--force'], { cwd: ROOT, env })
  await runToEnd(process.execPath, ['ace.js', 'bench:run', ...process.argv.slice(2)], {
    cwd: ROOT,
    env,
  })
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  code = 1
} finally {
  await database.stop({ remove: true })
}
process.exit(code)
