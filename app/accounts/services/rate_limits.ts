import { createHash } from 'node:crypto'
import db from '@adonisjs/lucid/services/db'
import { clock } from '#core/clock'
import { tooManyAttempts } from '#accounts/exceptions/account_error'
import type { Hit, Limit } from '#accounts/types/rate_limit'

const MINUTE = 60
const HOUR = 60 * MINUTE

const LIMITS = {
  login: { requests: 5, window: 15 * MINUTE, block: 15 * MINUTE },
  loginAccount: { requests: 10, window: 15 * MINUTE, block: 15 * MINUTE },
  loginAddress: { requests: 20, window: HOUR, block: HOUR },
  codeCheck: { requests: 20, window: 15 * MINUTE, block: 15 * MINUTE },
  codeGuess: { requests: 5, window: 15 * MINUTE },
  resend: { requests: 10, window: HOUR },
  passwordReset: { requests: 5, window: HOUR },
  register: { requests: 10, window: HOUR },
  takedownReport: { requests: 10, window: HOUR },
} satisfies Record<string, Limit>

export type LimitName = keyof typeof LIMITS

// The upsert's row lock orders concurrent hits, so no more than the limit pass. The block is
// not extended by later hits, so hammering cannot keep an owner out for ever.
const HIT_SQL = `
  WITH clock AS (SELECT ?::bigint AS ms)
  INSERT INTO rate_limits AS r (key, points, expire)
  SELECT ?, 1, clock.ms + ? FROM clock
  ON CONFLICT (key) DO UPDATE SET
    points = CASE WHEN r.expire <= (SELECT ms FROM clock) THEN 1 ELSE r.points + 1 END,
    expire = CASE
      WHEN r.expire <= (SELECT ms FROM clock) THEN excluded.expire
      WHEN r.points = ? THEN greatest(r.expire, (SELECT ms FROM clock) + ?)
      ELSE r.expire
    END
  RETURNING points, expire - (SELECT ms FROM clock) AS ms_left`

// A refund never lifts a block: only counts still within the limit go down.
const REFUND_SQL = `
  UPDATE rate_limits SET points = points - 1
  WHERE key = ? AND points > 0 AND points <= ? AND expire > ?::bigint`

// Never a transaction: a hit must stay counted when the request's work rolls back (and the
// test suite's global transaction, which Lucid hands to whoever asks, must not swallow it).
function pool() {
  const name = db.primaryConnectionName
  db.manager.connect(name)
  return db.manager.get(name)!.connection!.client!
}

function keyOf(name: LimitName, parts: (string | number)[]) {
  const key = `${name}:${parts.map((part) => String(part).toLowerCase()).join(':')}`
  // An address of 254 characters would not fit the column.
  return key.length <= 200 ? key : `${name}:#${createHash('sha256').update(key).digest('hex')}`
}

export async function hit(name: LimitName, parts: (string | number)[]): Promise<Hit> {
  const limit: Limit = LIMITS[name]
  const result = await pool().raw(HIT_SQL, [
    clock.nowMs(),
    keyOf(name, parts),
    limit.window * 1000,
    limit.requests,
    (limit.block ?? 0) * 1000,
  ])
  const count: number = result.rows[0].points
  return {
    count,
    allowed: count <= limit.requests,
    firstRefusal: count === limit.requests + 1,
    retryAfter: Math.max(1, Math.ceil(result.rows[0].ms_left / 1000)),
  }
}

export async function consume(name: LimitName, parts: (string | number)[], field = 'form') {
  const counted = await hit(name, parts)
  if (!counted.allowed) throw tooManyAttempts(counted.retryAfter, field)
  return counted
}

export async function refund(name: LimitName, parts: (string | number)[]) {
  await pool().raw(REFUND_SQL, [keyOf(name, parts), LIMITS[name].requests, clock.nowMs()])
}

export async function reset(name: LimitName, parts: (string | number)[]) {
  await pool().from('rate_limits').where('key', keyOf(name, parts)).delete()
}
