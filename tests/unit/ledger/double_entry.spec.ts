import { test } from '@japa/runner'
import { randomUUID } from 'node:crypto'
import db from '@adonisjs/lucid/services/db'
import { captureHold } from '#ledger/actions/capture_hold'
import { creditPoints } from '#ledger/actions/credit_points'
import { expireLot } from '#ledger/actions/expire_lot'
import { holdPoints } from '#ledger/actions/hold_points'
import { rebuildLedger } from '#ledger/actions/rebuild_ledger'
import { refundPoints } from '#ledger/actions/refund_points'
import { releaseHold } from '#ledger/actions/release_hold'
import { spendPoints } from '#ledger/actions/spend_points'
import { balanceOf } from '#ledger/queries/balance_of'
import { checkHolds, trialBalance } from '#ledger/queries/trial_balance'
import { verifyLedger } from '#ledger/queries/verify_ledger'
import { HOLD_PURPOSES } from '#ledger/types/ledger_accounts'
import { createUser } from '#tests/helpers/users'
import { clock } from '#core/clock'

/*
| The double-entry ledger: every movement has its
| counter-account and the accounts sum to zero after every kind of
| movement. Real commits (no global transaction): the checks read the
| whole ledger, as ledger:verify does, so every test leaves it sound.
*/

const key = (label: string) => `${label}:${randomUUID()}`
const DAY = 86_400_000

/** The trial balance's total (0 when the books balance). */
async function booksTotal() {
  const books = await trialBalance()
  return books.total
}

async function holdProblems() {
  const check = await checkHolds()
  return check.problems
}

async function counterOf(entryId: number) {
  const result = await db.rawQuery('SELECT counter_account FROM ledger_entries WHERE id = ?', [
    entryId,
  ])
  return result.rows[0].counter_account as string
}

/** The accounts sum to zero, and every account the movement named moved by its amount. */
async function assertBalanced(assert: any, label: string) {
  const books = await trialBalance()
  assert.equal(books.total, 0, `${label}: ${JSON.stringify(books.lines)}`)
  const holds = await checkHolds()
  assert.deepEqual(holds.problems, [], label)
  const accounts = new Map(
    [...books.lines, ...books.held].map((line) => [line.account, line.balance])
  )
  const held = books.held.reduce((sum, line) => sum + line.balance, 0)
  assert.equal(held, accounts.get('users:held'), `${label}: held by purpose`)
  return accounts
}

test.group('Double-entry ledger: every kind of movement', (group) => {
  group.each.teardown(() => clock.reset())

  test('each movement names its counter-account and the trial balance stays 0', async ({
    assert,
  }) => {
    const user = await createUser()
    const move = async (
      label: string,
      work: () => Promise<{ entryId: number }>,
      account: string
    ) => {
      const before = await assertBalanced(assert, `before ${label}`)
      const entry = await work()
      assert.equal(await counterOf(entry.entryId), account, label)
      const after = await assertBalanced(assert, label)
      return { before, after, entry }
    }
    const input = (amount: number, extra: Record<string, unknown> = {}) => ({
      userId: user.id,
      amount,
      reference: 'test',
      idempotencyKey: key('m'),
      ...extra,
    })

    const bought = await move(
      'purchase',
      () => creditPoints(input(600, { metadata: { amountCents: 999 } }), 'purchase'),
      'bought'
    )
    assert.equal(bought.after.get('bought')! - bought.before.get('bought')!, -600)
    await move('welcome', () => creditPoints(input(20), 'welcome_bonus'), 'granted:welcome_bonus')
    await move('adjust +', () => creditPoints(input(5), 'adjustment'), 'granted:adjustment')
    await move('adjust −', () => spendPoints(input(3), 'adjustment'), 'granted:adjustment')
    await move('goodwill', () => creditPoints(input(4), 'refund'), 'granted:refund')
    const spends: Record<string, number> = {}
    for (const kind of HOLD_PURPOSES) {
      const spent = await move(`spend ${kind}`, () => spendPoints(input(2), kind), `spent:${kind}`)
      spends[kind] = spent.entry.entryId
    }
    await move('refund of a spend', () => refundPoints(input(2), spends.photo), 'spent:photo')

    const held = await move(
      'hold',
      () => holdPoints({ ...input(30), purpose: 'video' }),
      'held:video'
    )
    assert.equal(held.after.get('held:video')! - held.before.get('held:video')!, 30)
    assert.equal(held.after.get('users:held')! - held.before.get('users:held')!, 30)
    const beforeCapture = await assertBalanced(assert, 'before capture')
    await captureHold(held.entry.entryId)
    const captured = await assertBalanced(assert, 'capture')
    assert.equal(captured.get('held:video')! - beforeCapture.get('held:video')!, -30)
    assert.equal(captured.get('spent:video')! - beforeCapture.get('spent:video')!, 30)
    assert.equal(captured.get('users:held')! - beforeCapture.get('users:held')!, -30)

    const second = await move(
      'hold 2',
      () => holdPoints({ ...input(7), purpose: 'custom_photo' }),
      'held:custom_photo'
    )
    const released = await releaseHold(second.entry.entryId)
    assert.equal(await counterOf(released.releaseEntry!.entryId), 'held:custom_photo')
    await assertBalanced(assert, 'release')
    await move(
      'refund of a captured hold',
      () => refundPoints(input(10), held.entry.entryId),
      'spent:video'
    )

    // A lot expires: the expiry's counter-account is `expired`.
    await creditPoints(input(6, { expiresAt: new Date(clock.nowMs() + DAY) }), 'adjustment')
    clock.travel(2 * DAY)
    const lots = await db.rawQuery(
      `SELECT entry_id FROM ledger_lots WHERE user_id = ? AND remaining > 0 AND expires_at <= ?`,
      [user.id, clock.now()]
    )
    assert.isAbove(lots.rows.length, 0)
    const expired = await move(
      'expiry',
      async () => (await expireLot(Number(lots.rows[0].entry_id)))!,
      'expired'
    )
    assert.isAbove(expired.after.get('expired')!, expired.before.get('expired')!)
    assert.equal(await booksTotal(), 0)
  })

  test('the database refuses a counter-account that does not fit the kind, and any edit', async ({
    assert,
  }) => {
    const user = await createUser()
    const credit = await creditPoints(
      { userId: user.id, amount: 10, reference: 'r', idempotencyKey: key('c') },
      'welcome_bonus'
    )
    for (const [kind, account, amount] of [
      ['chat', 'spent:photo', -1],
      ['purchase', 'granted:welcome_bonus', 5],
      ['hold', 'spent:video', -1],
      ['chat', 'refunded', -1],
    ] as const) {
      await assert.rejects(
        () =>
          db.rawQuery(
            `INSERT INTO ledger_entries (user_id, amount, kind, reference, idempotency_key, balance_after, counter_account)
             VALUES (?, ?, ?, 'r', ?, 10, ?)`,
            [user.id, amount, kind, key('raw'), account]
          ),
        /ledger_entries_counter_account_check/
      )
    }
    await assert.rejects(
      () =>
        db.rawQuery("UPDATE ledger_entries SET counter_account = 'bought' WHERE id = ?", [
          credit.entryId,
        ]),
      /append-only/
    )
    // A hold only for what the app sells; a release names a hold of its user.
    await assert.rejects(() =>
      holdPoints({
        userId: user.id,
        amount: 1,
        reference: 'r',
        idempotencyKey: key('h'),
        purpose: 'adjustment' as any,
      })
    )
    await assert.rejects(() =>
      db.rawQuery(`SELECT * FROM ledger_move(?, 1, 'release', 'hold:' || ?, ?, '{}', now())`, [
        user.id,
        credit.entryId,
        key('rel'),
      ])
    )
    assert.equal(await balanceOf(user.id), 10)
  })

  test('ledger:verify notices a held projection off and a released hold without its entry', async ({
    assert,
  }) => {
    const user = await createUser()
    await creditPoints(
      { userId: user.id, amount: 50, reference: 'r', idempotencyKey: key('c') },
      'purchase'
    )
    const hold = await holdPoints({
      userId: user.id,
      amount: 20,
      reference: 'video:1',
      idempotencyKey: key('hold'),
      purpose: 'video',
    })
    let check = await verifyLedger()
    assert.isAtLeast(check.holds.open.count, 1)
    assert.isAtLeast(check.holds.open.points, 20)
    try {
      await db.rawQuery('UPDATE wallet_balances SET held = 0 WHERE user_id = ?', [user.id])
      check = await verifyLedger()
      assert.equal(check.trialBalance.total, -20)
      assert.include(check.holds.problems, `user ${user.id}: held 0, open holds 20`)
    } finally {
      const { corrected } = await rebuildLedger()
      assert.include(corrected, user.id)
    }
    // A settlement written behind the ledger's back (released, no release entry), in a
    // transaction rolled back: the settlements are append-only.
    await db
      .transaction(async (trx) => {
        await trx.rawQuery(
          `INSERT INTO ledger_hold_settlements (hold_entry_id, outcome) VALUES (?, 'released')`,
          [hold.holdId]
        )
        const { problems } = await checkHolds(trx)
        assert.include(
          problems,
          `hold ${hold.holdId} (released): 0 release entries of 0 points for 20`
        )
        assert.include(problems, `user ${user.id}: held 20, open holds 0`)
        throw new Error('rollback')
      })
      .catch((error) => assert.equal(error.message, 'rollback'))
    assert.deepEqual(await holdProblems(), [])
    assert.equal(await booksTotal(), 0)
    await releaseHold(hold.holdId)
  })
})
