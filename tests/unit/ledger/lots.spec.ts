import { test } from '@japa/runner'
import { randomUUID } from 'node:crypto'
import db from '@adonisjs/lucid/services/db'
import { captureHold } from '#ledger/actions/capture_hold'
import { creditPoints } from '#ledger/actions/credit_points'
import { holdPoints } from '#ledger/actions/hold_points'
import { refundPoints } from '#ledger/actions/refund_points'
import { releaseHold } from '#ledger/actions/release_hold'
import { spendPoints } from '#ledger/actions/spend_points'
import { balanceOf } from '#ledger/queries/balance_of'
import { rebuildLedger } from '#ledger/actions/rebuild_ledger'
import { verifyLedger } from '#ledger/queries/verify_ledger'
import { InvalidMovementError } from '#ledger/exceptions/ledger_errors'
import { createUser } from '#tests/helpers/users'

const key = (label: string) => `${label}:${randomUUID()}`
const DAY = 86_400_000

/** The user's lots, oldest first: [kind of the credit, remaining]. */
async function lotsOf(userId: number) {
  const result = await db.rawQuery(
    `SELECT e.kind, l.remaining, l.expires_at FROM ledger_lots l
     JOIN ledger_entries e ON e.id = l.entry_id WHERE l.user_id = ? ORDER BY l.entry_id`,
    [userId]
  )
  return result.rows.map((row: any) => [row.kind, row.remaining])
}

async function credit(userId: number, amount: number, kind: 'purchase' | 'welcome_bonus') {
  return creditPoints({ userId, amount, reference: 'test', idempotencyKey: key(kind) }, kind)
}

const spend = (userId: number, amount: number) =>
  spendPoints({ userId, amount, reference: 'chat:1', idempotencyKey: key('chat') }, 'chat')

async function assertSound(assert: any) {
  const check = await verifyLedger()
  assert.deepEqual(check.drift, [])
  assert.deepEqual(check.lotProblems, [])
}

test.group('Wallet: lots (points expire per policy)', () => {
  test('every credit opens a lot with the policy date: purchase 12 months, bonus 90 days', async ({
    assert,
  }) => {
    const user = await createUser()
    const before = Date.now()
    await credit(user.id, 100, 'purchase')
    await credit(user.id, 20, 'welcome_bonus')
    await creditPoints(
      { userId: user.id, amount: 5, reference: 'staff', idempotencyKey: key('adj') },
      'adjustment'
    )
    const { rows } = await db.rawQuery(
      'SELECT amount, remaining, expires_at FROM ledger_lots WHERE user_id = ? ORDER BY entry_id',
      [user.id]
    )
    assert.lengthOf(rows, 3)
    const purchaseDays = (new Date(rows[0].expires_at).getTime() - before) / DAY
    assert.isAtLeast(purchaseDays, 364)
    assert.isAtMost(purchaseDays, 367)
    assert.approximately((new Date(rows[1].expires_at).getTime() - before) / DAY, 90, 0.1)
    assert.isNull(rows[2].expires_at)
    await assertSound(assert)
  })

  test('spends take the lots that expire first (bonus before purchase), never-expiring last', async ({
    assert,
  }) => {
    const user = await createUser()
    await creditPoints(
      { userId: user.id, amount: 10, reference: 'staff', idempotencyKey: key('adj') },
      'adjustment'
    )
    await credit(user.id, 100, 'purchase')
    await credit(user.id, 20, 'welcome_bonus')
    await spend(user.id, 25)
    assert.deepEqual(await lotsOf(user.id), [
      ['adjustment', 10],
      ['purchase', 95],
      ['welcome_bonus', 0],
    ])
    await spend(user.id, 100)
    assert.deepEqual(await lotsOf(user.id), [
      ['adjustment', 5],
      ['purchase', 0],
      ['welcome_bonus', 0],
    ])
    await assertSound(assert)
  })

  test('a purchase extends nothing else: an older lot keeps its date', async ({ assert }) => {
    const user = await createUser()
    await credit(user.id, 20, 'welcome_bonus')
    const lots = await db.rawQuery('SELECT expires_at FROM ledger_lots WHERE user_id = ?', [
      user.id,
    ])
    const first = lots.rows[0].expires_at
    await credit(user.id, 100, 'purchase')
    const after = await db.rawQuery(
      'SELECT expires_at FROM ledger_lots WHERE user_id = ? ORDER BY entry_id LIMIT 1',
      [user.id]
    )
    assert.equal(new Date(after.rows[0].expires_at).getTime(), new Date(first).getTime())
  })

  test('a released hold gives back to exactly the lots it took from', async ({ assert }) => {
    const user = await createUser()
    await credit(user.id, 30, 'welcome_bonus')
    await credit(user.id, 100, 'purchase')
    const hold = await holdPoints({
      userId: user.id,
      amount: 50,
      reference: 'video:1',
      idempotencyKey: key('hold'),
      purpose: 'video',
    })
    assert.deepEqual(await lotsOf(user.id), [
      ['welcome_bonus', 0],
      ['purchase', 80],
    ])
    // A spend while the hold is open takes from what is left.
    await spend(user.id, 10)
    assert.deepEqual(await lotsOf(user.id), [
      ['welcome_bonus', 0],
      ['purchase', 70],
    ])
    await releaseHold(hold.holdId)
    await releaseHold(hold.holdId)
    assert.deepEqual(await lotsOf(user.id), [
      ['welcome_bonus', 30],
      ['purchase', 90],
    ])
    await assertSound(assert)
  })

  test('a captured hold keeps its lots spent', async ({ assert }) => {
    const user = await createUser()
    await credit(user.id, 40, 'purchase')
    const hold = await holdPoints({
      userId: user.id,
      amount: 15,
      reference: 'video:2',
      idempotencyKey: key('hold'),
      purpose: 'video',
    })
    await captureHold(hold.holdId)
    assert.deepEqual(await lotsOf(user.id), [['purchase', 25]])
    await assertSound(assert)
  })

  test('a refund gives back to the lots of the debit it refunds, never more than it took', async ({
    assert,
  }) => {
    const user = await createUser()
    await credit(user.id, 10, 'welcome_bonus')
    await credit(user.id, 100, 'purchase')
    const charge = await spend(user.id, 30)
    assert.deepEqual(await lotsOf(user.id), [
      ['welcome_bonus', 0],
      ['purchase', 80],
    ])
    const refund = (amount: number) =>
      refundPoints(
        { userId: user.id, amount, reference: 'support', idempotencyKey: key('refund') },
        charge.entryId
      )
    // Part of it first: the lot expiring last gets it back first.
    await refund(15)
    assert.deepEqual(await lotsOf(user.id), [
      ['welcome_bonus', 0],
      ['purchase', 95],
    ])
    await refund(15)
    assert.deepEqual(await lotsOf(user.id), [
      ['welcome_bonus', 10],
      ['purchase', 100],
    ])
    await assert.rejects(() => refund(1), InvalidMovementError)
    assert.equal(await balanceOf(user.id), 110)
    await assertSound(assert)
  })

  test("another user cannot be refunded from someone else's debit", async ({ assert }) => {
    const owner = await createUser()
    const other = await createUser()
    await credit(owner.id, 50, 'purchase')
    const charge = await spend(owner.id, 20)
    await assert.rejects(
      () =>
        refundPoints(
          { userId: other.id, amount: 5, reference: 'x', idempotencyKey: key('refund') },
          charge.entryId
        ),
      InvalidMovementError
    )
    assert.equal(await balanceOf(other.id), 0)
  })

  test('callers cannot steer lots through metadata', async ({ assert }) => {
    const user = await createUser()
    await creditPoints(
      {
        userId: user.id,
        amount: 10,
        reference: 'test',
        idempotencyKey: key('purchase'),
        metadata: { expiresAt: '2000-01-01T00:00:00Z', givesBackOf: 1 },
      },
      'refund'
    )
    const lot = await db.rawQuery(
      'SELECT expires_at, remaining FROM ledger_lots WHERE user_id = ?',
      [user.id]
    )
    assert.equal(lot.rows[0].remaining, 10)
    assert.isNull(lot.rows[0].expires_at)
    await assert.rejects(
      () =>
        creditPoints(
          {
            userId: user.id,
            amount: 10,
            reference: 'test',
            idempotencyKey: key('purchase'),
            expiresAt: new Date(),
          },
          'purchase'
        ),
      InvalidMovementError
    )
  })

  test('ledger:rebuild replays lots and takes FIFO; verify notices a broken lot', async ({
    assert,
  }) => {
    const user = await createUser()
    await credit(user.id, 30, 'welcome_bonus')
    await credit(user.id, 100, 'purchase')
    const hold = await holdPoints({
      userId: user.id,
      amount: 50,
      reference: 'video:3',
      idempotencyKey: key('hold'),
      purpose: 'video',
    })
    await spend(user.id, 10)
    await releaseHold(hold.holdId)
    const before = await lotsOf(user.id)

    await db.rawQuery('UPDATE ledger_lots SET remaining = remaining - 5 WHERE user_id = ?', [
      user.id,
    ])
    const broken = await verifyLedger()
    assert.isTrue(broken.lotProblems.some((problem) => problem.startsWith(`user ${user.id}:`)))

    await rebuildLedger()
    assert.deepEqual(await lotsOf(user.id), before)
    await assertSound(assert)
  })
})
