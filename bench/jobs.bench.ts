import { spawn, type ChildProcess } from 'node:child_process'
import { once } from 'node:events'
import { randomUUID } from 'node:crypto'
import { setTimeout as sleep } from 'node:timers/promises'
import app from '@adonisjs/core/services/app'
import db from '@adonisjs/lucid/services/db'
import { PgBoss } from 'pg-boss'
import sharp from 'sharp'
import { databaseUrl } from '#core/runtime/required_settings'
import { creditPoints } from '#ledger/actions/credit_points'
import { storeImage } from '#catalog/services/catalog_media'
import { requestGeneration } from '#studio/actions/request_generation'
import queue from '#core/queue/queue'
import type { Benchmark, Measurement } from './harness.js'

/*
| Studio jobs: the time from an accepted photo request to its job starting
| (pg-boss's own created_on → started_on), and photo jobs per second through
| the local sharp adapter with 2 worker processes (`node ace jobs:work`).
| Baseline in the same run: bare pg-boss — a no-op job sent and worked by a
| PgBoss of its own with the same polling — for both figures.
*/

const LATENCY_SAMPLES = 30
const BURST = 40

function percentile(values: number[], p: number) {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]
}

async function startWorker() {
  const child = spawn(process.execPath, ['ace.js', 'jobs:work'], {
    cwd: app.appRoot.pathname,
    env: { ...process.env, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  let output = ''
  child.stdout!.on('data', (chunk) => (output += chunk))
  while (!output.includes('worker ready')) {
    if (child.exitCode !== null) throw new Error('worker did not start')
    await sleep(100)
  }
  return child
}

async function fixtures() {
  const tag = randomUUID().slice(0, 8)
  const user = await db.rawQuery(
    `INSERT INTO users (username, email, password, email_verified_at)
     VALUES (?, ?, '!', now()) RETURNING id`,
    [`jobs-bench-${tag}`, `jobs-bench-${tag}@bench.invalid`]
  )
  const userId = Number(user.rows[0].id)
  await creditPoints(
    { userId, amount: 1_000_000, reference: 'bench:seed', idempotencyKey: `seed:${userId}` },
    'adjustment'
  )
  const category = await db.rawQuery(
    `INSERT INTO categories (slug, name_en, name_es, description_en, description_es)
     VALUES (?, 'Bench', 'Bench', 'Bench', 'Bench') RETURNING id`,
    [`jobs-bench-${tag}`]
  )
  const picture = await sharp({
    create: { width: 400, height: 500, channels: 3, background: { r: 200, g: 120, b: 140 } },
  })
    .png()
    .toBuffer()
  const base = await storeImage({
    prefix: `models/jobs-bench-${tag}`,
    format: 'portrait',
    hashSource: picture,
    render: () => sharp(picture),
  })
  const model = await db.rawQuery(
    `INSERT INTO models (slug, category_id, name_en, name_es, age, rating, main_image_key)
     VALUES (?, ?, 'Bench', 'Bench', 30, 4, ?) RETURNING id`,
    [`jobs-bench-${tag}`, category.rows[0].id, base]
  )
  return { userId, modelId: Number(model.rows[0].id) }
}

async function startLatencies(name: string, ids: string[]) {
  const result = await db.rawQuery(
    `SELECT extract(epoch FROM started_on - created_on) * 1000 AS ms
     FROM pgboss.job WHERE name = ? AND id = ANY(?::uuid[]) AND started_on IS NOT NULL`,
    [name, ids]
  )
  return result.rows.map((row: { ms: string }) => Number(row.ms))
}

async function waitCompleted(name: string, ids: string[]) {
  while (true) {
    const result = await db.rawQuery(
      `SELECT count(*)::int AS n, max(completed_on) AS last FROM pgboss.job
       WHERE name = ? AND id = ANY(?::uuid[]) AND state = 'completed'`,
      [name, ids]
    )
    if (result.rows[0].n === ids.length) return new Date(result.rows[0].last)
    await sleep(50)
  }
}

async function studioJobIds(requestIds: number[]) {
  const result = await db.rawQuery(
    `SELECT id FROM pgboss.job WHERE name = 'studio.generate' AND (data->>'requestId')::bigint = ANY(?::bigint[])`,
    [requestIds]
  )
  return result.rows.map((row: { id: string }) => row.id)
}

const benchmark: Benchmark = {
  name: 'jobs',
  description: 'studio photo jobs: request → job start, and throughput with 2 workers',
  async run(): Promise<Measurement[]> {
    const { userId, modelId } = await fixtures()
    const workers: ChildProcess[] = [await startWorker(), await startWorker()]
    const boss = new PgBoss({ connectionString: databaseUrl(), schema: 'pgboss' })
    try {
      await boss.start()
      await boss.createQueue('bench.noop')
      await boss.work(
        'bench.noop',
        { pollingIntervalSeconds: 0.5, localConcurrency: 8 },
        async () => {}
      )
      const ask = () =>
        requestGeneration({
          userId,
          kind: 'photo',
          modelId,
          prompt: 'on the beach at night',
          clientKey: randomUUID().replaceAll('-', ''),
        })

      // Latency: one request at a time, workers idle.
      const requestIds: number[] = []
      const noopIds: string[] = []
      for (let i = 0; i < LATENCY_SAMPLES; i++) {
        const accepted = await ask()
        requestIds.push(accepted.id)
        noopIds.push((await boss.send('bench.noop', {}))!)
        await sleep(150)
      }
      const ourIds = await studioJobIds(requestIds)
      await waitCompleted('studio.generate', ourIds)
      await waitCompleted('bench.noop', noopIds)
      const ours = await startLatencies('studio.generate', ourIds)
      const bare = await startLatencies('bench.noop', noopIds)

      // Throughput: a burst queued at once.
      const burstStart = Date.now()
      const burst = await Promise.all(Array.from({ length: BURST }, () => ask()))
      const burstIds = await studioJobIds(burst.map((accepted) => accepted.id))
      const lastOurs = await waitCompleted('studio.generate', burstIds)
      const ourRate = BURST / ((lastOurs.getTime() - burstStart) / 1000)
      const noopStart = Date.now()
      const noops = await Promise.all(
        Array.from({ length: BURST }, () => boss.send('bench.noop', {}))
      )
      const lastNoop = await waitCompleted('bench.noop', noops as string[])
      const bareRate = BURST / ((lastNoop.getTime() - noopStart) / 1000)

      const failed = await db
        .from('studio_requests')
        .where('user_id', userId)
        .whereNot('status', 'completed')
        .count('* as n')
      return [
        {
          label: 'request → job start p50 (lower is better)',
          unit: 'ms',
          ours: percentile(ours, 50),
          baseline: percentile(bare, 50),
          higherIsBetter: false,
          details: {
            p99: percentile(ours, 99).toFixed(0),
            baselineP99: percentile(bare, 99).toFixed(0),
            samples: ours.length,
          },
        },
        {
          label: `photo jobs/s, 2 workers (${BURST} queued)`,
          unit: 'jobs/s',
          ours: ourRate,
          baseline: bareRate,
          details: { notCompleted: Number(failed[0].n) },
        },
      ]
    } finally {
      await boss.stop({ graceful: false })
      for (const worker of workers) {
        worker.kill('SIGTERM')
        await once(worker, 'exit')
      }
      await queue.stop()
    }
  },
}

export default benchmark
