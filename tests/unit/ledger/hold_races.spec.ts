import { test } from '@japa/runner'
import { randomUUID } from 'node:crypto'
import db from '@adonisjs/lucid/services/db'
import { captureHold } from '#ledger/actions/capture_hold'
import { creditPoints } from '#ledger/actions/credit_points'
import { holdPoints } from '#ledger/actions/hold_points'
import { releaseHold } from '#ledger/actions/release_hold'
import { verifyLedger } from '#ledger/queries/verify_ledger'
import { HoldSettlementError } from '#ledger/exceptions/ledger_errors'
import { createUser } from '#tests/helpers/users'

/*
| A hold is settled once whoever asks and however often (real commits, no
| global transaction): captures and releases by id and by key race for it;
| one wins, the others replay it or are refused, one release entry at
| most, the held projection back to 0, the books balanced.
*/

const key = (label: string) => `${label}:${randomUUID()}`

async function assertSound(assert: any, userIds: number[], label: string) {
  const check = await verifyLedger()
  assert.equal(check.trialBalance.total, 0, label)
  assert.deepEqual(check.holds.problems, [], label)
  assert.deepEqual(
    check.drift.filter((drift) => userIds.includes(drift.userId)),
    [],
    label
  )
}

test.group('Double-entry ledger: holds settled under races', () => {
  test('a hold is settled exactly once when eight settlers race for it', async ({ assert }) => {
    const user = await createUser()
    await creditPoints(
      { userId: user.id, amount: 1000, reference: 'seed', idempotencyKey: key('p') },
      'purchase'
    )
    const holds = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        holdPoints({
          userId: user.id,
          amount: 10 + i,
          reference: `video:${i}`,
          idempotencyKey: key('h'),
          purpose: 'video',
        })
      )
    )
    let returned = 0
    await Promise.all(
      holds.map(async (hold) => {
        const outcomes = await Promise.allSettled(
          Array.from({ length: 8 }, (_, i) =>
            i % 2
              ? captureHold(i < 4 ? hold.holdId : hold.idempotencyKey)
              : releaseHold(hold.holdId)
          )
        )
        const fulfilled = outcomes.flatMap((outcome) =>
          outcome.status === 'fulfilled' ? [outcome.value] : []
        )
        const rejected = outcomes.flatMap((outcome) =>
          outcome.status === 'rejected' ? [outcome.reason] : []
        )
        assert.lengthOf(
          fulfilled.filter((settlement) => !settlement.replayed),
          1
        )
        assert.lengthOf(new Set(fulfilled.map((settlement) => settlement.outcome)), 1)
        for (const reason of rejected) assert.instanceOf(reason, HoldSettlementError)
        if (fulfilled[0].outcome === 'released') returned += fulfilled[0].amount
      })
    )
    const releases = await db.rawQuery(
      `SELECT (metadata->>'givesBackOf')::bigint AS hold, count(*)::int AS n FROM ledger_entries
       WHERE user_id = ? AND kind = 'release' GROUP BY 1`,
      [user.id]
    )
    for (const row of releases.rows) assert.equal(row.n, 1)
    const spent = holds.reduce((sum, hold) => sum - hold.amount, 0)
    const row = await db.rawQuery('SELECT balance, held FROM wallet_balances WHERE user_id = ?', [
      user.id,
    ])
    assert.deepEqual(row.rows[0], { balance: 1000 - spent + returned, held: 0 })
    await assertSound(assert, [user.id], 'settlers')
  }).timeout(60_000)
})
