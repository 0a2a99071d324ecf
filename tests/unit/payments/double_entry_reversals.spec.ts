import { test } from '@japa/runner'
import { randomUUID } from 'node:crypto'
import db from '@adonisjs/lucid/services/db'
import { creditPoints } from '#ledger/actions/credit_points'
import { freezeDisputedPoints } from '#payments/actions/freeze_disputed_points'
import { refundPoints } from '#ledger/actions/refund_points'
import { reversePurchase } from '#payments/actions/reverse_purchase'
import { settleDispute } from '#payments/actions/settle_dispute'
import { checkHolds, trialBalance } from '#ledger/queries/trial_balance'
import { verifyLedger } from '#ledger/queries/verify_ledger'
import { createUser } from '#tests/helpers/users'
import { creditedPurchase, spendChat } from '#tests/helpers/reversals'

/*
| The double-entry ledger with payment reversals, as
| double_entry.spec.ts checks every other kind: each movement names its
| counter-account (reversal → refunded, clawback → clawed_back, a dispute's
| hold and release → held:dispute) and every account sums to 0 after each,
| with balances below 0 among them; ledger:verify stays clean.
*/

/** Every account, after checking the books balance and the holds and lots are sound. */
async function accounts(assert: any, label: string) {
  const books = await trialBalance()
  assert.equal(books.total, 0, `${label}: ${JSON.stringify(books.lines)}`)
  const holds = await checkHolds()
  assert.deepEqual(holds.problems, [], label)
  const check = await verifyLedger()
  assert.deepEqual(check.lotProblems, [], label)
  assert.deepEqual(check.drift, [], label)
  return new Map([...books.lines, ...books.held].map((line) => [line.account, line.balance]))
}

/** How much each named account moved during `work`. */
async function movedBy(assert: any, label: string, names: string[], work: () => Promise<unknown>) {
  const before = await accounts(assert, `before ${label}`)
  await work()
  const after = await accounts(assert, label)
  return Object.fromEntries(names.map((name) => [name, after.get(name)! - before.get(name)!]))
}

async function countersOf(userId: number, kind: string) {
  const rows = await db.from('ledger_entries').where({ user_id: userId, kind }).orderBy('id')
  return rows.map((row) => row.counter_account as string)
}

test.group('Double-entry ledger: payment reversals', () => {
  test('reversal, clawback, dispute hold and release, a debt paid: the books stay at 0', async ({
    assert,
  }) => {
    const user = await createUser()
    const purchase = await creditedPurchase(user.id, 'plus') // 600 for 999 cents
    await spendChat(user.id, 450)

    const refunded = await movedBy(
      assert,
      'partial refund',
      ['users:available', 'refunded', 'clawed_back'],
      () =>
        reversePurchase({
          purchaseId: purchase.id,
          refundedCents: 333, // 200 points
          cause: 'refund',
          providerRef: 're_1',
        })
    )
    assert.deepEqual(refunded, { 'users:available': -200, 'refunded': 150, 'clawed_back': 50 })
    assert.deepEqual(await countersOf(user.id, 'reversal'), ['refunded'])
    assert.deepEqual(await countersOf(user.id, 'clawback'), ['clawed_back'])

    // A goodwill refund of the spend while below 0: it pays the debt first.
    const spend = await db
      .from('ledger_entries')
      .where({ user_id: user.id, kind: 'chat' })
      .firstOrFail()
    await movedBy(assert, 'goodwill refund while negative', ['users:available'], () =>
      refundPoints(
        { userId: user.id, amount: 80, reference: 'r', idempotencyKey: `g:${randomUUID()}` },
        Number(spend.id)
      )
    )

    // A second purchase, disputed: its points are frozen, then the dispute is lost.
    await creditPoints(
      { userId: user.id, amount: 40, reference: 'r', idempotencyKey: `a:${randomUUID()}` },
      'adjustment'
    )
    const second = await creditedPurchase(user.id, 'starter') // 250
    const frozen = await movedBy(
      assert,
      'dispute opened',
      ['users:available', 'users:held', 'held:dispute'],
      () => freezeDisputedPoints({ purchaseId: second.id, disputeId: 'dp_1' })
    )
    assert.deepEqual(frozen, {
      'users:available': -250,
      'users:held': 250,
      'held:dispute': 250,
    })
    await spendChat(user.id, 60)
    const lost = await movedBy(
      assert,
      'dispute lost',
      ['users:available', 'users:held', 'held:dispute', 'refunded', 'clawed_back'],
      () => settleDispute({ purchaseId: second.id, disputeId: 'dp_1', outcome: 'lost' })
    )
    assert.deepEqual(lost, {
      'users:available': 0,
      'users:held': -250,
      'held:dispute': -250,
      'refunded': 250,
      'clawed_back': 0,
    })
    assert.deepEqual(await countersOf(user.id, 'hold'), ['held:dispute'])
    assert.deepEqual(await countersOf(user.id, 'release'), ['held:dispute'])
    await accounts(assert, 'at the end')
  })
})
