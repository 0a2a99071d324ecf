import { createHash } from 'node:crypto'
import db from '@adonisjs/lucid/services/db'
import { clock } from '#core/clock'
import { tooManyAttempts } from '#accounts/exceptions/account_error'
import type { Hit, Limit } from '#accounts/types/rate_limit'

const MINUTE = 60
const HOUR = 60 * MINUTE

/**
 * The rate limits of the accounts module, in PostgreSQL (table
 * rate_limits, shared by every web process). Keys combine the client
 * address and, where there is one, the account address.
 *
 * Infrastructure, so it stays in services/: a limiter store the actions
 * (log_in, verify_email) and controllers count attempts in. It writes on
 * the pool outside any transaction on purpose (see pool() below), which no
 * use case in actions/ may do.
 */
const LIMITS = {
  /** Logins per account and address; only failures keep their hit. */
  login: { requests: 5, window: 15 * MINUTE, block: 15 * MINUTE },
  /** Logins per account from anywhere (a guess spread over many addresses); the owner is told. */
  loginAccount: { requests: 10, window: 15 * MINUTE, block: 15 * MINUTE },
  /** Logins per address, whatever the account; only failures keep their hit. */
  loginAddress: { requests: 20, window: HOUR, block: HOUR },
  /** Code checks per address (each code also dies after 5 wrong tries). */
  codeCheck: { requests: 20, window: 15 * MINUTE, block: 15 * MINUTE },
  /** Wrong codes for an address with no live code (unknown, verified, expired): as many as a real code allows. */
  codeGuess: { requests: 5, window: 15 * MINUTE },
  /** Code resends per address (each account also waits 60 s between two). */
  resend: { requests: 10, window: HOUR },
  /** Reset-link requests per address and per target address. */
  passwordReset: { requests: 5, window: HOUR },
  /** Sign-ups per address. */
  register: { requests: 10, window: HOUR },
  /** Removal requests per address (anyone may send one, signed in or not). */
  takedownReport: { requests: 10, window: HOUR },
} satisfies Record<string, Limit>

export type LimitName = keyof typeof LIMITS

/*
 * One statement per hit: the row lock of the upsert orders concurrent hits,
 * so N requests at once get N distinct counts and no more than the limit
 * pass. The block starts at the first refused hit and is not extended by
 * later ones, so hammering cannot keep an owner out for ever. The time is
 * the app clock's (#core/clock, docs/decisions/one-clock.md) in ms since
 * the epoch, bound once as clock.ms.
 */
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

/* A refund never lifts a block: only counts still within the limit go down. */
const REFUND_SQL = `
  UPDATE rate_limits SET points = points - 1
  WHERE key = ? AND points > 0 AND points <= ? AND expire > ?::bigint`

/**
 * The pool itself, never a transaction: a hit must stay counted when the
 * request's work rolls back (and the test suite's global transaction, which
 * Lucid hands to whoever asks, must not swallow it).
 */
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

/** Counts one attempt and says whether it is within the limit; never throws for the limit. */
export async function hit(name: LimitName, parts: (string | number)[]): Promise<Hit> {
  const limit: Limit = LIMITS[name]
  const result = await pool().raw(HIT_SQL, [
    clock.nowMs(),
    keyOf(name, parts),
    limit.window * 1000,
    limit.requests,
    (limit.block ?? 0) * 1000,
  ])
  const count = Number(result.rows[0].points)
  return {
    count,
    allowed: count <= limit.requests,
    firstRefusal: count === limit.requests + 1,
    retryAfter: Math.max(1, Math.ceil(Number(result.rows[0].ms_left) / 1000)),
  }
}

/** Counts one attempt; throws a 429 AccountError when it is over the limit. */
export async function consume(name: LimitName, parts: (string | number)[], field = 'form') {
  const counted = await hit(name, parts)
  if (!counted.allowed) throw tooManyAttempts(counted.retryAfter, field)
  return counted
}

/** Gives back the hit of an attempt that turned out fine (a right password). */
export async function refund(name: LimitName, parts: (string | number)[]) {
  await pool().raw(REFUND_SQL, [keyOf(name, parts), LIMITS[name].requests, clock.nowMs()])
}

export async function reset(name: LimitName, parts: (string | number)[]) {
  await pool().from('rate_limits').where('key', keyOf(name, parts)).delete()
}
