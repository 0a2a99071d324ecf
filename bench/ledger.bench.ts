import { randomUUID } from 'node:crypto'
import pg from 'pg'
import db from '@adonisjs/lucid/services/db'
import env from '#start/env'
import { databaseUrl } from '#core/runtime/required_settings'
import { spendPoints } from '#ledger/actions/spend_points'
import { verifyLedger } from '#ledger/queries/verify_ledger'
import type { Benchmark, Measurement } from './harness.js'

/*
| Ledger spends per second: the ledger's actions (lock the projection row,
| append the entry with ON CONFLICT on the idempotency key, move the
| projection and take the points from the lots that expire first, all in one
| statement, ledger_move) against a raw-SQL baseline through
| `pg` (one conditional UPDATE of the balance plus one INSERT of the entry
| with its counter-account, in a transaction), on the same tables, same
| concurrency, same run.
*/

const CONCURRENCY = 8
/* Each case alternates ours and the baseline in short slices, so load drift hits both alike. */
const SLICES = 4
const SLICE_MS = 1000
const SPREAD_ACCOUNTS = 1000
const SEED_POINTS = 10_000_000

type Spend = (userId: number) => Promise<void>

async function createAccounts(label: string, count: number): Promise<number[]> {
  const tag = `${label}-${randomUUID().slice(0, 8)}`
  const result = await db.rawQuery(
    `INSERT INTO users (username, email, password, email_verified_at)
     SELECT ? || '-' || n, ? || '-' || n || '@bench.invalid', '!', now()
     FROM generate_series(1, ?) AS n
     RETURNING id`,
    [tag, tag, count]
  )
  const ids = result.rows.map((row: { id: string }) => Number(row.id))
  // Seed balances the ledger way (an entry, its lot and its projection), so ledger:verify stays clean.
  await db.rawQuery(
    `WITH seeded AS (
       INSERT INTO ledger_entries (user_id, amount, kind, reference, idempotency_key, balance_after, counter_account)
       SELECT id, ?, 'adjustment', 'bench:seed', 'bench-seed:' || id, ?, 'granted:adjustment'
       FROM unnest(?::bigint[]) AS id
       RETURNING id, user_id, amount, balance_after
     ), lots AS (
       INSERT INTO ledger_lots (entry_id, user_id, amount, remaining)
       SELECT id, user_id, amount, amount FROM seeded
     )
     INSERT INTO wallet_balances (user_id, balance) SELECT user_id, balance_after FROM seeded`,
    [SEED_POINTS, SEED_POINTS, ids]
  )
  return ids
}

function percentile(sorted: number[], p: number) {
  if (!sorted.length) return 0
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]
}

type Sample = { latencies: number[]; seconds: number }

/** Runs `spend` from CONCURRENCY workers for one slice, adding to the sample. */
async function slice(spend: Spend, pickUser: () => number, sample: Sample) {
  const started = performance.now()
  const deadline = started + SLICE_MS
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (performance.now() < deadline) {
        const begin = performance.now()
        await spend(pickUser())
        sample.latencies.push(performance.now() - begin)
      }
    })
  )
  sample.seconds += (performance.now() - started) / 1000
}

function summary(sample: Sample) {
  const sorted = [...sample.latencies].sort((a, b) => a - b)
  return {
    perSecond: sorted.length / sample.seconds,
    p50: percentile(sorted, 50).toFixed(2) + 'ms',
    p99: percentile(sorted, 99).toFixed(2) + 'ms',
  }
}

/** Ours and the baseline, alternating slices; returns both summaries. */
async function compare(
  ours: { spend: Spend; pick: () => number },
  baseline: { spend: Spend; pick: () => number }
) {
  const a: Sample = { latencies: [], seconds: 0 }
  const b: Sample = { latencies: [], seconds: 0 }
  for (let i = 0; i < SLICES; i++) {
    await slice(ours.spend, ours.pick, a)
    await slice(baseline.spend, baseline.pick, b)
  }
  return { ours: summary(a), baseline: summary(b) }
}

const oursSpend: Spend = async (userId) => {
  await spendPoints(
    { userId, amount: 1, reference: 'bench:chat', idempotencyKey: `bench:${randomUUID()}` },
    'chat'
  )
}

function baselineSpend(pool: pg.Pool): Spend {
  return async (userId) => {
    const client = await pool.connect()
    try {
      await client.query('BEGIN')
      const updated = await client.query(
        `UPDATE wallet_balances SET balance = balance - 1, updated_at = now()
         WHERE user_id = $1 AND balance >= 1 RETURNING balance`,
        [userId]
      )
      if (updated.rowCount !== 1) throw new Error('baseline: insufficient balance')
      await client.query(
        `INSERT INTO ledger_entries (user_id, amount, kind, reference, idempotency_key, balance_after, counter_account)
         VALUES ($1, -1, 'chat', 'bench:chat', $2, $3, 'spent:chat')`,
        [userId, `bench:${randomUUID()}`, updated.rows[0].balance]
      )
      await client.query('COMMIT')
    } catch (error) {
      await client.query('ROLLBACK')
      throw error
    } finally {
      client.release()
    }
  }
}

const random = (ids: number[]) => () => ids[Math.floor(Math.random() * ids.length)]

const benchmark: Benchmark = {
  name: 'ledger',
  description: `points spends, ${CONCURRENCY} concurrent clients, ${(SLICES * SLICE_MS) / 1000} s each side per case, alternating (ours: wallet service; baseline: raw pg UPDATE + INSERT)`,
  async run() {
    const pool = new pg.Pool({
      connectionString: databaseUrl(),
      max: env.get('DB_POOL_MAX', 10),
    })
    try {
      const [oursHot] = await createAccounts('ours-hot', 1)
      const [baseHot] = await createAccounts('base-hot', 1)
      const oursSpread = await createAccounts('ours-spread', SPREAD_ACCOUNTS)
      const baseSpread = await createAccounts('base-spread', SPREAD_ACCOUNTS)
      const baseline = baselineSpend(pool)

      // Warm both paths (connections, plans) before measuring.
      await measureBriefly(oursSpend, baseline, oursSpread, baseSpread)

      const rows: Measurement[] = []
      const { ours: hotOurs, baseline: hotBase } = await compare(
        { spend: oursSpend, pick: () => oursHot },
        { spend: baseline, pick: () => baseHot }
      )
      rows.push({
        label: 'spends/s, one hot account',
        unit: 'ops/s',
        ours: hotOurs.perSecond,
        baseline: hotBase.perSecond,
        higherIsBetter: true,
        details: { p50: hotOurs.p50, p99: hotOurs.p99, baseP50: hotBase.p50, baseP99: hotBase.p99 },
      })
      const { ours: spreadOurs, baseline: spreadBase } = await compare(
        { spend: oursSpend, pick: random(oursSpread) },
        { spend: baseline, pick: random(baseSpread) }
      )
      const check = await verifyLedger()
      // The raw-SQL baseline moves no lots, so only our accounts are expected to keep them whole.
      const lotsOff = await db.rawQuery(
        `SELECT count(*)::int AS n FROM wallet_balances b
         WHERE b.user_id = ANY(?::bigint[])
           AND b.balance <> (SELECT coalesce(sum(remaining), 0) FROM ledger_lots l WHERE l.user_id = b.user_id)`,
        [[oursHot, ...oursSpread]]
      )
      const lotProblems: number = lotsOff.rows[0].n
      rows.push({
        label: `spends/s, spread over ${SPREAD_ACCOUNTS} accounts`,
        unit: 'ops/s',
        ours: spreadOurs.perSecond,
        baseline: spreadBase.perSecond,
        higherIsBetter: true,
        details: {
          p50: spreadOurs.p50,
          p99: spreadOurs.p99,
          baseP50: spreadBase.p50,
          baseP99: spreadBase.p99,
          ledgerDrift: check.drift.length,
          lotProblems,
        },
      })
      return rows
    } finally {
      await pool.end()
    }
  },
}

async function measureBriefly(ours: Spend, baseline: Spend, oursIds: number[], baseIds: number[]) {
  for (let i = 0; i < 50; i++) {
    await ours(oursIds[i])
    await baseline(baseIds[i])
  }
}

export default benchmark
