import { test } from '@japa/runner'
import { randomUUID } from 'node:crypto'
import db from '@adonisjs/lucid/services/db'
import { captureHold } from '#ledger/actions/capture_hold'
import { creditPoints } from '#ledger/actions/credit_points'
import { expireLot } from '#ledger/actions/expire_lot'
import { holdPoints } from '#ledger/actions/hold_points'
import { refundPoints } from '#ledger/actions/refund_points'
import { releaseHold } from '#ledger/actions/release_hold'
import { spendPoints } from '#ledger/actions/spend_points'
import { checkHolds, trialBalance } from '#ledger/queries/trial_balance'
import { verifyLedger } from '#ledger/queries/verify_ledger'
import { HOLD_PURPOSES } from '#ledger/types/ledger_accounts'
import { HoldSettlementError, InsufficientBalanceError } from '#ledger/exceptions/ledger_errors'
import { createUser } from '#tests/helpers/users'
import { seededRandom } from '#tests/helpers/seeded_random'
import { clock } from '#core/clock'

/*
| Random concurrent workloads on real connections (no global transaction):
| many users, spends, holds captured, released or both at once, credits,
| refunds, replayed keys, expiries racing spends. Whatever wins, the
| accounts sum to zero, every hold is settled at most once, the projections
| equal the entries, and each user holds exactly what the successful
| movements say. Open holds are released at the end.
*/

const key = (label: string) => `${label}:${randomUUID()}`
const DAY = 86_400_000

/** Runs `work`, counting a refusal (not enough points, hold already settled) as nothing done. */
async function refusedAsNull<T>(work: () => Promise<T>): Promise<T | null> {
  try {
    return await work()
  } catch (error) {
    if (error instanceof InsufficientBalanceError || error instanceof HoldSettlementError) {
      return null
    }
    throw error
  }
}

async function assertSound(assert: any, userIds: number[], label: string) {
  const check = await verifyLedger()
  assert.equal(check.trialBalance.total, 0, `${label}: ${JSON.stringify(check.trialBalance)}`)
  assert.deepEqual(check.holds.problems, [], label)
  const mine = new Set(userIds)
  assert.deepEqual(
    check.drift.filter((drift) => mine.has(drift.userId)),
    [],
    label
  )
  assert.deepEqual(
    check.lotProblems.filter((problem) => userIds.some((id) => problem.startsWith(`user ${id}:`))),
    [],
    label
  )
}

test.group('Double-entry ledger: random concurrent workloads', (group) => {
  group.each.teardown(() => clock.reset())

  test('the books balance and every user holds what the successful movements say', async ({
    assert,
  }) => {
    const seed = Date.now() % 1_000_000
    const random = seededRandom(seed)
    const pick = <T>(values: readonly T[]) => values[Math.floor(random() * values.length)]
    const users = await Promise.all(Array.from({ length: 10 }, () => createUser()))
    const ids = users.map((user) => user.id)
    /** What each user should have: available and held, from the movements that went through. */
    const expected = new Map(ids.map((id) => [id, { available: 0, held: 0 }]))
    const openHolds: number[] = []
    const welcomeLots: number[] = []
    for (const id of ids) {
      await creditPoints(
        {
          userId: id,
          amount: 200,
          reference: 'seed',
          idempotencyKey: key('p'),
          metadata: { amountCents: 500 },
        },
        'purchase'
      )
      const welcome = await creditPoints(
        { userId: id, amount: 20, reference: 'seed', idempotencyKey: key('w') },
        'welcome_bonus'
      )
      welcomeLots.push(welcome.entryId)
      expected.get(id)!.available += 220
    }

    const operation = async () => {
      const userId = pick(ids)
      const mine = expected.get(userId)!
      const amount = 1 + Math.floor(random() * 8)
      const roll = random()
      if (roll < 0.35) {
        const input = { userId, amount, reference: 'w', idempotencyKey: key('s') }
        const kind = pick(HOLD_PURPOSES)
        // A third of the spends are sent twice at once: one entry.
        const copies = random() < 0.33 ? 2 : 1
        const results = await Promise.all(
          Array.from({ length: copies }, () => refusedAsNull(() => spendPoints(input, kind)))
        )
        const done = results.find((result) => result && !result.replayed)
        if (!done) return
        mine.available -= amount
        if (random() < 0.3) {
          const back = Math.ceil(amount / 2)
          await refundPoints(
            { userId, amount: back, reference: 'w', idempotencyKey: key('r') },
            done.entryId
          )
          mine.available += back
        }
      } else if (roll < 0.8) {
        const hold = await refusedAsNull(() =>
          holdPoints({
            userId,
            amount,
            reference: 'w',
            idempotencyKey: key('h'),
            purpose: pick(HOLD_PURPOSES),
          })
        )
        if (!hold) return
        mine.available -= amount
        mine.held += amount
        const how = random()
        const settlers =
          how < 0.3
            ? [() => captureHold(hold.holdId)]
            : how < 0.55
              ? [() => releaseHold(hold.holdId)]
              : how < 0.9
                ? [
                    () => captureHold(hold.holdId),
                    () => releaseHold(hold.idempotencyKey),
                    () => captureHold(hold.idempotencyKey),
                    () => releaseHold(hold.holdId),
                  ]
                : []
        const outcomes = await Promise.all(settlers.map((settle) => refusedAsNull(settle)))
        const won = outcomes.find((outcome) => outcome && !outcome.replayed)
        if (!won) return void openHolds.push(hold.holdId)
        mine.held -= amount
        if (won.outcome === 'released') mine.available += amount
      } else {
        const kind = random() < 0.5 ? 'purchase' : 'adjustment'
        await creditPoints({ userId, amount, reference: 'w', idempotencyKey: key('c') }, kind)
        mine.available += amount
      }
    }

    await Promise.all(Array.from({ length: 240 }, operation))
    await assertSound(assert, ids, `seed ${seed}, phase 1`)

    // The welcome lots expire: spends and the job's per-lot expiry race for them.
    clock.travel(91 * DAY)
    const expiring = await db.rawQuery(
      'SELECT user_id, remaining FROM ledger_lots WHERE entry_id = ANY(?::bigint[])',
      [welcomeLots]
    )
    for (const row of expiring.rows) expected.get(Number(row.user_id))!.available -= row.remaining
    await Promise.all([
      ...Array.from({ length: 80 }, operation),
      ...welcomeLots.map((lot) => expireLot(lot)),
      ...welcomeLots.map((lot) => expireLot(lot)),
    ])
    await assertSound(assert, ids, `seed ${seed}, phase 2`)

    const projections = await db.rawQuery(
      'SELECT user_id, balance, held FROM wallet_balances WHERE user_id = ANY(?::bigint[])',
      [ids]
    )
    for (const row of projections.rows) {
      const mine = expected.get(Number(row.user_id))!
      assert.deepEqual(
        { available: row.balance, held: row.held },
        mine,
        `seed ${seed}, user ${row.user_id}`
      )
    }
    const expiries = await db.rawQuery(
      `SELECT reference, count(*)::int AS n FROM ledger_entries
       WHERE kind = 'expiry' AND user_id = ANY(?::bigint[]) GROUP BY reference`,
      [ids]
    )
    for (const row of expiries.rows) assert.equal(row.n, 1, `${row.reference} expired once`)

    for (const holdId of openHolds) await releaseHold(holdId)
    const holds = await checkHolds()
    assert.deepEqual(holds.problems, [])
    const books = await trialBalance()
    assert.equal(books.total, 0)
  }).timeout(120_000)
})
