/*
| `npm run bench`: every benchmark in bench/*.bench.ts, each next to a
| baseline measured in the same run, against a throw-away embedded
| PostgreSQL with normal durability (fsync on). Arguments filter by name:
| `npm run bench -- ledger`.
|
| Each benchmark runs in a process of its own against a database of its
| own (a copy of the migrated template), dropped afterwards, with a
| checkpoint and a pause between two: what one leaves behind (rows, caches,
| a busy disk) never reaches the next, so a figure is the same alone or in
| the whole run. One summary table ends the run, every ratio beside its goal.
| Exit 1 when a benchmark fails to run; with BENCH_STRICT=1, also when a
| goal is missed.
*/
import { randomBytes } from 'node:crypto'
import { spawnSync } from 'node:child_process'
import { readFileSync, rmSync } from 'node:fs'
import { setTimeout as sleep } from 'node:timers/promises'
import pg from 'pg'
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

const SETTLE_MS = Number(process.env.BENCH_SETTLE_BETWEEN_MS ?? 3000)
const only = process.argv.slice(2)

/** The names bench:run selects for these filters (it prints them as JSON). */
function selectedNames() {
  const listed = spawnSync(process.execPath, ['ace.js', 'bench:run', '--list', ...only], {
    cwd: ROOT,
    env,
    encoding: 'utf8',
  })
  if (listed.status !== 0) throw new Error(`bench:run --list failed: ${listed.stderr}`)
  const line = listed.stdout.trim().split('\n').reverse().find((text) => text.startsWith('['))
  return JSON.parse(line ?? '[]')
}

async function admin(sql) {
  const client = new pg.Client({ connectionString: database.url })
  await client.connect()
  try {
    await client.query(sql)
  } finally {
    await client.end()
  }
}

function urlOf(name) {
  const url = new URL(database.url)
  url.pathname = `/${name}`
  return url.toString()
}

/** One benchmark: its own copy of the migrated database, its own process; its rows, or a failure. */
async function runOne(name, index) {
  const copy = `velvet_bench_${index}`
  const results = join(base, `${copy}.json`)
  await admin(`CREATE DATABASE ${copy} TEMPLATE velvet_bench`)
  try {
    await runToEnd(
      process.execPath,
      ['ace.js', 'bench:run', '--exact', '--results', results, name],
      { cwd: ROOT, env: { ...env, DATABASE_URL: urlOf(copy) } }
    )
    return { name, results: JSON.parse(readFileSync(results, 'utf8')) }
  } catch (error) {
    return { name, error: error instanceof Error ? error.message : String(error) }
  } finally {
    rmSync(results, { force: true })
    await admin(`DROP DATABASE IF EXISTS ${copy} WITH (FORCE)`)
    await admin('CHECKPOINT')
  }
}

function ratioOf(row) {
  return row.baseline === 0 ? Number.NaN : row.ours / row.baseline
}

function verdictOf(row) {
  if (row.goalRatio === undefined) return ''
  const ratio = ratioOf(row)
  return (row.higherIsBetter === false ? ratio <= row.goalRatio : ratio >= row.goalRatio)
    ? 'PASS'
    : 'FAIL'
}

function printSummary(outcomes) {
  console.log('\n== summary (ours / baseline; each benchmark in its own process and database)')
  console.log(`${'benchmark'.padEnd(16)} ${'case'.padEnd(46)} ${'ratio'.padStart(7)}  goal`)
  for (const outcome of outcomes) {
    if (outcome.error) {
      console.log(`${outcome.name.padEnd(16)} ${'did not run: '.padEnd(46)}          ${outcome.error}`)
      continue
    }
    for (const { rows } of outcome.results) {
      for (const row of rows) {
        const goal =
          row.goalRatio === undefined
            ? '—'
            : `${row.higherIsBetter === false ? '≤' : '≥'} ${row.goalRatio}×  ${verdictOf(row)}`
        console.log(
          `${outcome.name.padEnd(16)} ${row.label.slice(0, 46).padEnd(46)} ${ratioOf(row).toFixed(2).padStart(7)}  ${goal}`
        )
      }
    }
  }
}

let code = 0
try {
  await runToEnd(process.execPath, ['ace.js', 'migration:run', '--force'], { cwd: ROOT, env })
  const names = selectedNames()
  const outcomes = []
  for (const [index, name] of names.entries()) {
    if (index > 0) await sleep(SETTLE_MS)
    outcomes.push(await runOne(name, index))
  }
  printSummary(outcomes)
  const crashed = outcomes.some((outcome) => outcome.error)
  const missed = outcomes.some((outcome) =>
    outcome.results?.some(({ rows }) => rows.some((row) => verdictOf(row) === 'FAIL'))
  )
  if (crashed || (missed && process.env.BENCH_STRICT === '1')) code = 1
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  code = 1
} finally {
  await database.stop({ remove: true })
}
process.exit(code)
