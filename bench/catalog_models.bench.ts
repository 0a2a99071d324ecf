import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync } from 'node:fs'
import { createServer } from 'node:net'
import app from '@adonisjs/core/services/app'
import db from '@adonisjs/lucid/services/db'
import autocannon from 'autocannon'
import { categoryOptionsQuery } from '#catalog/queries/category_options'
import { modelsListQueries } from '#catalog/queries/list_models'
import { toNative } from '#catalog/queries/statement'
import { parseModelFilters } from '#catalog/validators/catalog_filters'
import type { Benchmark, Measurement } from './harness.js'

/**
 * GET /models at 100 connections, the way visitors get it: server-rendered
 * HTML (first visit) and the Inertia JSON of a client-side visit, from the
 * compiled production server (`node ace build`, then build/bin/server.js;
 * Vite's dev SSR would not be representative). Against it, in the same
 * run: a bare node:http + pg server running the same SQL statements.
 * Goals (performance from our own code and configuration,
 * no patched internals): JSON ≥ 1.5× and SSR ≥ 1.2× the baseline's req/s;
 * steady p99s no higher than the baseline's. Each row says PASS
 * or FAIL.
 * Settings: BENCH_DURATION (s per case, default 20), BENCH_ROUNDS (5),
 * BENCH_CONNECTIONS (100), BENCH_MODELS (rows to seed, 2000),
 * BENCH_REUSE_BUILD=1 to skip the build, BENCH_PROFILE=<dir> to write a
 * CPU profile of our server there.
 */
const DURATION = Number(process.env.BENCH_DURATION ?? 20)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 100)
const MODELS = Number(process.env.BENCH_MODELS ?? 2000)
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5)

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      server.close(() => resolve(port))
    })
  })
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env) {
  return new Promise<void>((resolve, reject) => {
    const child = spawn(command, args, { cwd: app.makePath(), env, stdio: 'inherit' })
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${args.join(' ')}: ${code}`))
    )
  })
}

async function waitFor(url: string, child: ChildProcess) {
  const deadline = Date.now() + 60_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url}: the server exited (${child.exitCode})`)
    try {
      const response = await fetch(url)
      if (response.ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`${url} did not answer in time`)
}

function stop(child: ChildProcess) {
  return new Promise<void>((resolve) => {
    if (child.exitCode !== null) return resolve()
    child.once('exit', () => resolve())
    child.kill('SIGTERM')
    setTimeout(() => child.kill('SIGKILL'), 5000).unref()
  })
}

/** A catalog of the demo's shape at bench size: 10 categories, MODELS models. */
async function seed() {
  await db.rawQuery(`
    INSERT INTO categories (slug, name_en, name_es, description_en, description_es, rating, popularity, source)
    SELECT 'bench-' || i, 'Category ' || i, 'Categoría ' || i,
           'Characters of group ' || i, 'Personajes del grupo ' || i, 4, i * 10, 'demo'
    FROM generate_series(1, 10) AS i
    ON CONFLICT (slug) DO NOTHING`)
  await db.rawQuery(
    `
    INSERT INTO models (slug, category_id, name_en, name_es, description_en, description_es,
                        age, rating, visit_count, main_image_key, source, created_at)
    SELECT 'bench-model-' || i,
           (SELECT id FROM categories WHERE slug = 'bench-' || (1 + i % 10)),
           'Model ' || i, 'Modelo ' || i,
           'Model ' || i || ' is a character who lives in a city and spends the weekends painting, reading and talking.',
           'Modelo ' || i || ' es un personaje que vive en una ciudad y pasa los fines de semana pintando, leyendo y charlando.',
           18 + (i * 7) % 33, round((3 + (i % 21) / 10.0)::numeric, 1), (i * 7919) % 250000,
           'catalog/models/bench-model-' || i || '-0123456789abcdef', 'demo', now() - (i || ' hours')::interval
    FROM generate_series(1, ?) AS i
    ON CONFLICT (slug) DO NOTHING`,
    [MODELS]
  )
  await db.rawQuery('ANALYZE categories, models')
}

type Target = { url: string; headers?: Record<string, string> }
type Round = { rps: number; p50: number; p99: number; steadyP99: number }
type Figures = {
  /** Medians over the rounds: what the goals are judged on. */
  rps: number
  p50: number
  steadyP99: number
  /** Worst round's p99, and the p99 of every round's settled answers pooled. */
  p99: number
  pooledSteadyP99: number
  requests: number
  rounds: Round[]
}

/**
 * Node accepts one new connection per event-loop iteration (strace shows a
 * single accept4 per epoll_wait), so when a run opens its 100 connections
 * on a busy server, the last ones wait for a hundred iterations: a tail of
 * seconds that any saturated Node server shows (a bare node:http handler
 * burning 0.8 ms per request: p99 1.4 s), and which lasts for the first
 * second or two of a run. Beside autocannon's p99, the p99 of the answers
 * that started once every connection was open (after SETTLE_MS).
 */
const SETTLE_MS = Number(process.env.BENCH_SETTLE_MS ?? 2000)

function percentile(values: number[], p: number) {
  if (!values.length) return Number.NaN
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]
}

const median = (values: number[]) => percentile(values, 50)

/** One autocannon run, with the latencies of the requests sent after the settling time. */
async function load(target: Target, duration: number) {
  const started = Date.now()
  const settled: number[] = []
  const instance = autocannon({ ...target, connections: CONNECTIONS, duration })
  instance.on('response', (_client, _status, _bytes, time) => {
    if (Date.now() - time - started >= SETTLE_MS) settled.push(time)
  })
  const result = await instance
  return { result, settled }
}

/**
 * Runs every target in turns (ROUNDS rounds of DURATION / ROUNDS seconds
 * each, the order rotating each round), so a change in the machine's load
 * (it is shared) weighs on all of them alike. Each figure is the median of
 * the rounds' (req/s, p50, steady p99): one round hit by another process's
 * burst moves it no more than one round. Worst p99 and the pooled steady
 * p99 are printed beside, unfiltered.
 */
async function measure(targets: Target[]): Promise<Figures[]> {
  const slice = Math.max(1, Math.round(DURATION / ROUNDS))
  const rounds: Round[][] = targets.map(() => [])
  const settled: number[][] = targets.map(() => [])
  const requests = targets.map(() => 0)
  for (const target of targets) {
    // Warm-up: JIT, pools, caches.
    await autocannon({ ...target, connections: CONNECTIONS, duration: 3 })
  }
  for (let round = 0; round < ROUNDS; round++) {
    for (let turn = 0; turn < targets.length; turn++) {
      const index = (round + turn) % targets.length
      const target = targets[index]
      const { result, settled: latencies } = await load(target, slice)
      if (result.non2xx || result.errors) {
        throw new Error(`${target.url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`)
      }
      settled[index].push(...latencies)
      requests[index] += result.requests.total
      rounds[index].push({
        rps: result.requests.total / slice,
        p50: result.latency.p50,
        p99: result.latency.p99,
        steadyP99: percentile(latencies, 99),
      })
    }
  }
  return rounds.map((results, index) => ({
    rps: median(results.map((r) => r.rps)),
    p50: median(results.map((r) => r.p50)),
    steadyP99: median(results.map((r) => r.steadyP99)),
    p99: Math.max(...results.map((r) => r.p99)),
    pooledSteadyP99: percentile(settled[index], 99),
    requests: requests[index],
    rounds: results,
  }))
}

const perRound = (ours: Figures, baseline: Figures, pick: (round: Round) => number) =>
  ours.rounds
    .map((round, i) => `${pick(round).toFixed(0)}/${pick(baseline.rounds[i]).toFixed(0)}`)
    .join(',')

const details = (ours: Figures, baseline: Figures) => ({
  'p50(ms)': `${ours.p50.toFixed(0)}/${baseline.p50.toFixed(0)}`,
  'worst p99(ms)': `${ours.p99}/${baseline.p99}`,
  'pooled steady p99(ms)': `${ours.pooledSteadyP99.toFixed(0)}/${baseline.pooledSteadyP99.toFixed(0)}`,
  'requests': `${ours.requests}/${baseline.requests}`,
  'rounds req/s': perRound(ours, baseline, (round) => round.rps),
})

const steadyDetails = (ours: Figures, baseline: Figures) => ({
  'rounds steady p99(ms)': perRound(ours, baseline, (round) => round.steadyP99),
})

const benchmark: Benchmark = {
  name: 'catalog-models',
  description: `GET /models (production build), ${CONNECTIONS} connections, ${DURATION} s per case; baseline: node:http + pg running the same SQL`,

  async run(): Promise<Measurement[]> {
    await seed()
    if (!(process.env.BENCH_REUSE_BUILD && existsSync(app.makePath('build/bin/server.js')))) {
      // As `npm run build`: the generated route types first (a fresh clone has none).
      await run(process.execPath, ['--import=@poppinss/ts-exec', 'bin/codegen.js'])
      await run(process.execPath, ['ace.js', 'build'])
    }

    const { filters } = parseModelFilters({})
    // What GET /models runs: the page with its total, and the category options.
    const { items } = modelsListQueries(filters, 'en', 1)
    const queries = [items, categoryOptionsQuery('en')].map(toNative)

    const oursPort = await freePort()
    const baselinePort = await freePort()
    const common = { ...process.env, HOST: '127.0.0.1', LOG_LEVEL: 'warn' }
    // BENCH_PROFILE=<dir>: a V8 CPU profile of our server, for `node --cpu-prof` readers.
    const profile = process.env.BENCH_PROFILE
      ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE}`]
      : []
    const ours = spawn(process.execPath, [...profile, 'bin/server.js'], {
      cwd: app.makePath('build'),
      // No payment method: production refuses the payment sandbox, and /models needs none.
      env: {
        ...common,
        NODE_ENV: 'production',
        PORT: String(oursPort),
        // Production refuses to start without it (mail links).
        APP_URL: `http://127.0.0.1:${oursPort}`,
        PAYMENT_METHODS: 'none',
      },
      stdio: 'inherit',
    })
    const baseline = spawn(process.execPath, [app.makePath('bench/catalog_baseline_server.js')], {
      env: { ...common, PORT: String(baselinePort), BASELINE_QUERIES: JSON.stringify(queries) },
      stdio: 'inherit',
    })
    try {
      const oursUrl = `http://127.0.0.1:${oursPort}/models`
      const baselineUrl = `http://127.0.0.1:${baselinePort}/`
      await Promise.all([waitFor(oursUrl, ours), waitFor(baselineUrl, baseline)])
      // A returning visitor: the session and CSRF cookies of a first page load ride along,
      // as they do on every client-side (Inertia) visit after it.
      const first = await fetch(oursUrl, { headers: { Cookie: 'age_ok=1' } })
      const html = await first.text()
      const version = /&quot;version&quot;:&quot;(\w+)&quot;|"version":"(\w+)"/.exec(html)
      const cookie = [
        'age_ok=1',
        ...first.headers.getSetCookie().map((line) => line.split(';')[0]),
      ].join('; ')
      const inertia = {
        'Cookie': cookie,
        'X-Inertia': 'true',
        'X-Inertia-Version': version?.[1] ?? version?.[2] ?? '',
        'X-Requested-With': 'XMLHttpRequest',
      }

      const [floor, json, ssr] = await measure([
        { url: baselineUrl },
        { url: oursUrl, headers: inertia },
        { url: oursUrl, headers: { Cookie: cookie } },
      ])
      // In-flight requests of the last run finish before the servers stop.
      await new Promise((resolve) => setTimeout(resolve, 1500))
      return [
        {
          label: 'GET /models, Inertia JSON visit',
          unit: 'req/s',
          ours: json.rps,
          baseline: floor.rps,
          higherIsBetter: true,
          goalRatio: 1.5,
          details: details(json, floor),
        },
        {
          label: 'GET /models, SSR HTML',
          unit: 'req/s',
          ours: ssr.rps,
          baseline: floor.rps,
          higherIsBetter: true,
          goalRatio: 1.2,
          details: details(ssr, floor),
        },
        {
          label: 'GET /models, Inertia JSON visit, steady p99',
          unit: 'ms',
          ours: json.steadyP99,
          baseline: floor.steadyP99,
          higherIsBetter: false,
          goalRatio: 1,
          details: steadyDetails(json, floor),
        },
        {
          label: 'GET /models, SSR HTML, steady p99',
          unit: 'ms',
          ours: ssr.steadyP99,
          baseline: floor.steadyP99,
          higherIsBetter: false,
          goalRatio: 1,
          details: steadyDetails(ssr, floor),
        },
      ]
    } finally {
      await Promise.all([stop(ours), stop(baseline)])
    }
  },
}

export default benchmark
