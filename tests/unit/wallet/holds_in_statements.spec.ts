import { test } from '@japa/runner'
import { randomUUID } from 'node:crypto'
import db from '@adonisjs/lucid/services/db'
import {
  balanceInStatement,
  captureInStatement,
  holdInStatement,
  releaseInStatement,
  walletErrorOf,
  type SqlPart,
} from '#wallet/actions/hold_in_statement'
import { creditPoints } from '#wallet/actions/credit_points'
import { balanceOf } from '#wallet/queries/balance_of'
import { ledgerHistory } from '#wallet/queries/ledger_history'
import { verifyLedger } from '#wallet/queries/verify_ledger'
import {
  HoldSettlementError,
  IdempotencyConflictError,
  InsufficientBalanceError,
} from '#wallet/types/ledger'
import { createUser } from '#tests/helpers/users'

/*
| The wallet's hold, capture and release inside another module's statement
| (hold_in_statement.ts, migration 1700000019400), as a chat turn uses them:
| the key and the amount come from the caller's own columns (here a VALUES
| row), failures raise the wallet's errors, the books stay balanced.
*/

const key = (label: string) => `${label}:${randomUUID()}`

async function funded(points: number) {
  const user = await createUser()
  await creditPoints(
    { userId: user.id, amount: points, reference: 'seed', idempotencyKey: key('seed') },
    'purchase'
  )
  return user
}

/** One statement whose row carries the hold's key and amount, as a caller's CTE would. */
async function run(part: (columns: { key: string; amount: string }) => SqlPart, k: string, n = 0) {
  const { sql, bindings } = part({ key: 'v.hold_key', amount: 'v.amount' })
  try {
    const result = await db.rawQuery(
      `WITH v(hold_key, amount) AS (VALUES (?::text, ?::integer)) SELECT ${sql} AS balance FROM v`,
      [k, n, ...bindings]
    )
    return result.rows[0].balance as number
  } catch (error) {
    throw walletErrorOf(error, k) ?? error
  }
}

const hold = (userId: number) => (columns: { key: string; amount: string }) =>
  holdInStatement({
    userId,
    purpose: 'video',
    metadata: { subject: 'Lucía' },
    amount: columns.amount,
    reference: `'video:' || ${columns.key}`,
    idempotencyKey: columns.key,
  })
const capture = (columns: { key: string }) => captureInStatement(columns.key)
const release = (columns: { key: string }) => releaseInStatement(columns.key)

async function releasesOf(userId: number) {
  const counted = await db.rawQuery(
    `SELECT count(*)::int AS n FROM ledger_entries WHERE user_id = ? AND kind = 'release'`,
    [userId]
  )
  return counted.rows[0].n as number
}

async function assertSound(assert: any, userId: number) {
  const check = await verifyLedger()
  assert.equal(check.trialBalance.total, 0)
  assert.deepEqual(check.holds.problems, [])
  assert.deepEqual(
    check.drift.filter((drift) => drift.userId === userId),
    []
  )
}

test.group('Wallet: holds inside another statement', () => {
  test('hold, replay, capture once; a release after it is refused', async ({ assert }) => {
    const user = await funded(100)
    const k = key('hold')
    assert.equal(await run(hold(user.id), k, 30), 70)
    assert.equal(await run(hold(user.id), k, 30), 70, 'a replay moves nothing')
    assert.equal(await balanceOf(user.id), 70)
    assert.equal(await run(capture, k), 70)
    assert.equal(await run(capture, k), 70, 'capturing twice is a replay')
    const refused = await run(release, k).catch((error) => error)
    assert.instanceOf(refused, HoldSettlementError)
    assert.equal(refused.reason, 'already_captured')
    assert.equal(refused.hold, k, 'the error names the hold')
    assert.equal(await balanceOf(user.id), 70)
    const history = await ledgerHistory(user.id)
    assert.equal(history.entries[0].holdStatus, 'captured')
    assert.equal(history.entries[0].metadata.purpose, 'video')
    assert.equal(history.entries[0].metadata.subject, 'Lucía')
    await assertSound(assert, user.id)
  })

  test('release gives the points back once; a capture after it is refused', async ({ assert }) => {
    const user = await funded(100)
    const k = key('hold')
    assert.equal(await run(hold(user.id), k, 40), 60)
    assert.equal(await run(release, k), 100)
    assert.equal(await run(release, k), 100, 'releasing twice is a replay')
    const refused = await run(capture, k).catch((error) => error)
    assert.instanceOf(refused, HoldSettlementError)
    assert.equal(refused.reason, 'already_released')
    assert.equal(await releasesOf(user.id), 1)
    await assertSound(assert, user.id)
  })

  test('points that do not cover the hold raise the balance and the price', async ({ assert }) => {
    const user = await funded(10)
    const refused = await run(hold(user.id), key('hold'), 11).catch((error) => error)
    assert.instanceOf(refused, InsufficientBalanceError)
    assert.equal(refused.balance, 10)
    assert.equal(refused.required, 11)
    assert.equal(await balanceOf(user.id), 10)
    await assertSound(assert, user.id)
  })

  test('a hold of 0 moves nothing and answers the balance', async ({ assert }) => {
    const user = await funded(5)
    assert.equal(await run(hold(user.id), key('free'), 0), 5)
    const history = await ledgerHistory(user.id)
    assert.lengthOf(history.entries, 1)
    const { sql, bindings } = balanceInStatement(user.id)
    const read = await db.rawQuery(`SELECT ${sql} AS b`, bindings)
    assert.equal(read.rows[0].b, 5)
  })

  test('unknown holds and reused keys are refused', async ({ assert }) => {
    const user = await funded(100)
    const missing = await run(capture, key('nothing')).catch((error) => error)
    assert.instanceOf(missing, HoldSettlementError)
    assert.equal(missing.reason, 'not_found')
    const k = key('hold')
    await run(hold(user.id), k, 10)
    const reused = await run(hold(user.id), k, 20).catch((error) => error)
    assert.instanceOf(reused, IdempotencyConflictError)
    assert.include(reused.message, k)
    assert.equal(await balanceOf(user.id), 90)
  })

  test('captures and releases racing for one hold: one wins, once', async ({ assert }) => {
    const user = await funded(1000)
    const keys = Array.from({ length: 10 }, () => key('hold'))
    for (const k of keys) await run(hold(user.id), k, 10)
    const settlers = keys.flatMap((k) => [run(capture, k), run(release, k), run(capture, k)])
    const outcomes = await Promise.allSettled(settlers)
    for (const outcome of outcomes) {
      if (outcome.status === 'rejected') assert.instanceOf(outcome.reason, HoldSettlementError)
    }
    const released = await releasesOf(user.id)
    assert.equal(await balanceOf(user.id), 1000 - 10 * (10 - released))
    await assertSound(assert, user.id)
  })
})
