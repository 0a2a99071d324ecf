import { test } from '@japa/runner'
import { randomUUID } from 'node:crypto'
import db from '@adonisjs/lucid/services/db'
import { creditPoints } from '#ledger/actions/credit_points'
import { expireDueLots } from '#ledger/actions/expire_due_lots'
import { expireLot } from '#ledger/actions/expire_lot'
import { holdPoints } from '#ledger/actions/hold_points'
import { releaseHold } from '#ledger/actions/release_hold'
import { spendPoints } from '#ledger/actions/spend_points'
import { balanceOf } from '#ledger/queries/balance_of'
import { nextExpiry } from '#ledger/queries/next_expiry'
import { trialBalance } from '#ledger/queries/trial_balance'
import { verifyLedger } from '#ledger/queries/verify_ledger'
import { InsufficientBalanceError } from '#ledger/exceptions/ledger_errors'
import { createUser } from '#tests/helpers/users'
import { clock } from '#core/clock'

/*
| A spend never takes an expired lot, whatever the
| hourly job has done. The clock moves past a lot's date and the user
| spends before the job runs: the spend expires the lot first (the very
| entry the job writes, key expiry:lot:<id>) and takes only live lots, or
| is refused; the job then finds nothing left to do.
*/

const DAY = 86_400_000
const key = (label: string) => `${label}:${randomUUID()}`
const credit = (userId: number, amount: number, kind: 'purchase' | 'welcome_bonus') =>
  creditPoints({ userId, amount, reference: 'test', idempotencyKey: key(kind) }, kind)
const spend = (userId: number, amount: number) =>
  spendPoints({ userId, amount, reference: 'chat:1', idempotencyKey: key('chat') }, 'chat')

async function entriesOf(userId: number) {
  const result = await db.rawQuery(
    'SELECT kind, amount, idempotency_key, counter_account FROM ledger_entries WHERE user_id = ? ORDER BY id',
    [userId]
  )
  return result.rows as {
    kind: string
    amount: number
    idempotency_key: string
    counter_account: string
  }[]
}

async function lotsOf(userId: number) {
  const result = await db.rawQuery(
    'SELECT entry_id, remaining FROM ledger_lots WHERE user_id = ? ORDER BY entry_id',
    [userId]
  )
  return result.rows.map((row: any) => [Number(row.entry_id), row.remaining])
}

/** The job would expire nothing more for this user: no lot of theirs is due with points left. */
async function jobFindsNothing(assert: any, userId: number) {
  const due = await db.rawQuery(
    'SELECT entry_id FROM ledger_lots WHERE user_id = ? AND remaining > 0 AND expires_at <= ?',
    [userId, clock.now()]
  )
  for (const row of due.rows) assert.isNull(await expireLot(Number(row.entry_id)))
  assert.lengthOf(due.rows, 0)
}

async function assertSound(assert: any, userId: number) {
  const check = await verifyLedger()
  assert.deepEqual(
    check.drift.filter((drift) => drift.userId === userId),
    []
  )
  assert.deepEqual(
    check.lotProblems.filter((problem) => problem.startsWith(`user ${userId}:`)),
    []
  )
  assert.equal(check.trialBalance.total, 0)
}

test.group('Spends never take expired lots', (group) => {
  group.each.teardown(() => clock.reset())

  test('only an expired lot: the spend is refused and the lot expired, before the job', async ({
    assert,
  }) => {
    const user = await createUser()
    const bonus = await credit(user.id, 20, 'welcome_bonus')
    clock.travel(91 * DAY)
    // Not expired yet (no job ran), but not spendable either.
    assert.equal(await balanceOf(user.id), 0)
    assert.isNull(await nextExpiry(user.id))

    const refused = await spend(user.id, 5).catch((error) => error)
    assert.instanceOf(refused, InsufficientBalanceError)
    assert.equal(refused.balance, 0)
    const entries = await entriesOf(user.id)
    assert.deepEqual(
      entries.map((entry) => [entry.kind, entry.amount, entry.idempotency_key]),
      [
        ['welcome_bonus', 20, bonus.idempotencyKey],
        ['expiry', -20, `expiry:lot:${bonus.entryId}`],
      ]
    )
    assert.equal(entries[1].counter_account, 'expired')
    await jobFindsNothing(assert, user.id)
    await assertSound(assert, user.id)
  })

  test('an expired lot and a live one: the spend takes only the live one', async ({ assert }) => {
    const user = await createUser()
    const bonus = await credit(user.id, 20, 'welcome_bonus')
    const bought = await credit(user.id, 100, 'purchase')
    await spend(user.id, 5)
    clock.travel(91 * DAY)
    assert.equal(await balanceOf(user.id), 100)

    const spent = await spend(user.id, 30)
    assert.equal(spent.balanceAfter, 70)
    assert.deepEqual(await lotsOf(user.id), [
      [bonus.entryId, 0],
      [bought.entryId, 70],
    ])
    const entries = await entriesOf(user.id)
    assert.deepEqual(
      entries.slice(-2).map((entry) => [entry.kind, entry.amount, entry.idempotency_key]),
      [
        ['expiry', -15, `expiry:lot:${bonus.entryId}`],
        ['chat', -30, spent.idempotencyKey],
      ]
    )
    // The job runs afterwards: nothing left for it.
    await jobFindsNothing(assert, user.id)
    const after = await entriesOf(user.id)
    const expiries = after.filter((entry) => entry.kind === 'expiry')
    assert.lengthOf(expiries, 1)
    // A spend larger than the live points is refused, and takes nothing.
    await assert.rejects(() => spend(user.id, 71), InsufficientBalanceError)
    assert.equal(await balanceOf(user.id), 70)
    await assertSound(assert, user.id)
  })

  test('a hold does the same; points released onto an expired lot leave with the next spend', async ({
    assert,
  }) => {
    const user = await createUser()
    const bonus = await credit(user.id, 20, 'welcome_bonus')
    await credit(user.id, 100, 'purchase')
    const hold = await holdPoints({
      userId: user.id,
      amount: 15,
      reference: 'video:1',
      idempotencyKey: key('hold'),
      purpose: 'video',
    })
    clock.travel(91 * DAY)
    const second = await holdPoints({
      userId: user.id,
      amount: 10,
      reference: 'video:2',
      idempotencyKey: key('hold'),
      purpose: 'video',
    })
    assert.equal(second.balanceAfter, 90)
    // The first hold fails after the bonus expired: its 15 go back to the expired lot...
    await releaseHold(hold.holdId)
    assert.equal(await balanceOf(user.id), 90)
    // ...and leave with the next debit, under the key the job would use.
    const spent = await spend(user.id, 1)
    assert.equal(spent.balanceAfter, 89)
    const entries = await entriesOf(user.id)
    const keys = entries
      .filter((entry) => entry.kind === 'expiry')
      .map((entry) => [entry.idempotency_key, entry.amount])
    assert.deepEqual(keys, [
      [`expiry:lot:${bonus.entryId}`, -5],
      [`expiry:lot:${bonus.entryId}:2`, -15],
    ])
    await jobFindsNothing(assert, user.id)
    await releaseHold(second.holdId)
    await assertSound(assert, user.id)
  })

  test('spends and the job racing after the date: each lot expires once, nothing negative', async ({
    assert,
  }) => {
    const users = await Promise.all(Array.from({ length: 4 }, () => createUser()))
    for (const user of users) {
      await credit(user.id, 30, 'welcome_bonus')
      await credit(user.id, 40, 'purchase')
    }
    clock.travel(91 * DAY)
    const outcomes = await Promise.allSettled([
      ...users.flatMap((user) => Array.from({ length: 6 }, () => spend(user.id, 5))),
      expireDueLots(),
    ])
    for (const outcome of outcomes) {
      if (outcome.status === 'rejected') assert.instanceOf(outcome.reason, InsufficientBalanceError)
    }
    for (const user of users) {
      const entries = await entriesOf(user.id)
      const expiries = entries.filter((entry) => entry.kind === 'expiry')
      assert.deepEqual(
        expiries.map((entry) => entry.amount),
        [-30]
      )
      const spent = entries.filter((entry) => entry.kind === 'chat').length * 5
      assert.equal(spent, 30)
      assert.equal(await balanceOf(user.id), 10)
      await assertSound(assert, user.id)
    }
    const books = await trialBalance()
    assert.equal(books.total, 0)
  })
})
