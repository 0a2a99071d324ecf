import { test } from '@japa/runner'
import { randomUUID } from 'node:crypto'
import db from '@adonisjs/lucid/services/db'
import Purchase from '#payments/models/purchase'
import { creditPoints } from '#ledger/actions/credit_points'
import { recordPendingPurchase } from '#payments/actions/record_pending_purchase'
import { reversePurchase } from '#payments/actions/reverse_purchase'
import { balanceOf } from '#ledger/queries/balance_of'
import { PaymentError } from '#payments/exceptions/payment_error'
import { createUser } from '#tests/helpers/users'
import { seededPackage } from '#tests/helpers/payments'
import { reverseRefunded } from '#tests/helpers/refunds'
import {
  amountsOf,
  assertLedgerSound,
  creditedPurchase,
  entriesOf,
  lotsOf,
  spendChat,
} from '#tests/helpers/reversals'

/*
| Payment refunds in the points ledger: the provider's
| cumulative refunded amount drives reversePurchase; what the user still
| has leaves with a reversal, what they spent with a clawback (a debt that
| blocks spending until credits pay it; payment_reversal_clawbacks.spec.ts).
| Real commits: ledger:verify reads the whole ledger after each case.
*/

test.group('Payment reversals: refunds', () => {
  test('a full refund of unspent points reverses them all, to refunded', async ({ assert }) => {
    const user = await createUser()
    const purchase = await creditedPurchase(user.id, 'plus') // 600 points, 999 cents
    const result = await reverseRefunded(purchase, 999)
    assert.deepInclude(result, {
      purchaseId: purchase.id,
      userId: user.id,
      reversedPoints: 600,
      clawedBackPoints: 0,
      totalReversedPoints: 600,
      balanceAfter: 0,
      replayed: false,
    })
    const [entry] = await entriesOf(user.id, 'reversal')
    assert.equal(entry.amount, -600)
    assert.equal(entry.counter_account, 'refunded')
    assert.equal(entry.metadata.purchaseId, purchase.id)
    assert.equal(entry.metadata.cause, 'refund')
    assert.lengthOf(await entriesOf(user.id, 'clawback'), 0)
    await purchase.refresh()
    assert.equal(purchase.refundedCents, 999)
    assert.equal(purchase.refundedPoints, 600)
    assert.isNotNull(purchase.refundedAt)
    await assertLedgerSound(assert, 'full refund')
  })

  test('partial refunds are proportional, rounded against the user, and add up to every point', async ({
    assert,
  }) => {
    const user = await createUser()
    const purchase = await creditedPurchase(user.id, 'starter') // 250 points, 499 cents
    const first = await reverseRefunded(purchase, 166) // 250 × 166 / 499 = 83.17 → 84
    assert.equal(first.reversedPoints, 84)
    const second = await reverseRefunded(purchase, 332) // 166.33 → 167 in total
    assert.equal(second.reversedPoints, 83)
    assert.equal(second.totalReversedPoints, 167)
    const third = await reverseRefunded(purchase, 499)
    assert.equal(third.reversedPoints, 83)
    assert.equal(third.totalReversedPoints, 250)
    assert.equal(await balanceOf(user.id), 0)
    const amounts = await amountsOf(user.id, 'reversal')
    assert.deepEqual(amounts, [-84, -83, -83])
    await assertLedgerSound(assert, 'partial refunds')
  })

  test('duplicated, replayed and out-of-order refunds change nothing', async ({ assert }) => {
    const user = await createUser()
    const purchase = await creditedPurchase(user.id, 'plus')
    const first = await reverseRefunded(purchase, 500)
    assert.equal(first.reversedPoints, 301) // 600 × 500 / 999 = 300.3 → 301
    const again = await reverseRefunded(purchase, 500)
    assert.deepInclude(again, { reversedPoints: 0, clawedBackPoints: 0, replayed: true })
    assert.equal(again.totalReversedPoints, 301)
    assert.equal(again.balanceAfter, 299)
    // An older event (a lower cumulative) arriving late.
    const older = await reverseRefunded(purchase, 200)
    assert.isTrue(older.replayed)
    assert.lengthOf(await entriesOf(user.id, 'reversal'), 1)
    assert.equal(await balanceOf(user.id), 299)
    await purchase.refresh()
    assert.equal(purchase.refundedCents, 500)
    await assertLedgerSound(assert, 'replays')
  })

  test('concurrent identical refunds write once', async ({ assert }) => {
    const user = await createUser()
    const purchase = await creditedPurchase(user.id, 'plus')
    await spendChat(user.id, 550)
    const results = await Promise.all(
      Array.from({ length: 6 }, () => reverseRefunded(purchase, 999))
    )
    assert.lengthOf(
      results.filter((result) => !result.replayed),
      1
    )
    assert.deepEqual(await amountsOf(user.id, 'reversal'), [-50])
    assert.deepEqual(await amountsOf(user.id, 'clawback'), [-550])
    assert.equal(await balanceOf(user.id), -550)
    await assertLedgerSound(assert, 'concurrent refunds')
  })

  test('the reversal takes the refunded purchase’s own lot first', async ({ assert }) => {
    const user = await createUser()
    await creditPoints(
      { userId: user.id, amount: 20, reference: 'bonus', idempotencyKey: `w:${randomUUID()}` },
      'welcome_bonus'
    )
    const purchase = await creditedPurchase(user.id, 'starter')
    await reverseRefunded(purchase, 499)
    // The bonus expires first, yet it stays: the purchase's points are the ones that leave.
    assert.deepEqual(await lotsOf(user.id), [
      ['welcome_bonus', 20, 20],
      ['purchase', 250, 0],
    ])
    assert.equal(await balanceOf(user.id), 20)
    await assertLedgerSound(assert, 'own lot first')
  })

  test('an unknown purchase, a pending one and a bad amount are refused; a flagged one moves no points', async ({
    assert,
  }) => {
    const unknown = await reversePurchase({
      purchaseId: 2_000_000_000,
      refundedCents: 1,
      cause: 'refund',
      providerRef: 're_1',
    }).catch((error) => error)
    assert.instanceOf(unknown, PaymentError)
    assert.equal(unknown.reason, 'unknown_payment')
    assert.equal(unknown.status, 404)

    const user = await createUser()
    const pkg = await seededPackage('starter')
    const externalId = `pending_${randomUUID()}`
    await recordPendingPurchase('sandbox', 'card', externalId, user.id, pkg)
    const pending = await Purchase.findByOrFail('externalId', externalId)
    const notYet = await reverseRefunded(pending, 499).catch((error) => error)
    assert.equal(notYet.reason, 'payment_not_completed')
    assert.equal(notYet.status, 409)

    const purchase = await creditedPurchase(user.id, 'starter')
    await assert.rejects(() => reverseRefunded(purchase, -1), /refundedCents/)
    await assert.rejects(() => reverseRefunded(purchase, 1.5), /refundedCents/)
    await assert.rejects(() => reverseRefunded(purchase, 10, { providerRef: ' ' }), /providerRef/)

    await db.from('purchases').where('id', pending.id).update({ status: 'failed' })
    const flagged = await reverseRefunded(pending, 499)
    assert.deepInclude(flagged, { reversedPoints: 0, clawedBackPoints: 0, replayed: false })
    assert.equal(await balanceOf(user.id), 250)
    await assertLedgerSound(assert, 'refusals')
  })
})
