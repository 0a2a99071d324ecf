import { test } from '@japa/runner'
import { randomUUID } from 'node:crypto'
import db from '@adonisjs/lucid/services/db'
import Purchase from '#wallet/models/purchase'
import { creditPoints } from '#wallet/actions/credit_points'
import { holdPoints } from '#wallet/actions/hold_points'
import { recordPendingPurchase } from '#wallet/actions/record_pending_purchase'
import { releaseHold } from '#wallet/actions/release_hold'
import { reversePurchase, type PurchaseReversalInput } from '#wallet/actions/reverse_purchase'
import { balanceOf } from '#wallet/queries/balance_of'
import { InsufficientBalanceError } from '#wallet/types/ledger'
import { PaymentError } from '#wallet/types/payment_error'
import { createUser } from '#tests/helpers/users'
import { seededPackage } from '#tests/helpers/payments'
import {
  amountsOf,
  assertLedgerSound,
  creditedPurchase,
  entriesOf,
  lotsOf,
  projectionOf,
  spendChat,
} from '#tests/helpers/reversals'

/*
| Payment refunds in the points ledger (issue 24, point 1): the provider's
| cumulative refunded amount drives reversePurchase; what the user still
| has leaves with a reversal, what they spent with a clawback (a debt that
| blocks spending until credits pay it). Real commits: ledger:verify reads
| the whole ledger after each case.
*/

const refund = (
  purchase: Purchase,
  refundedCents: number,
  extra: Partial<PurchaseReversalInput> = {}
) =>
  reversePurchase({
    purchaseId: purchase.id,
    refundedCents,
    cause: 'refund',
    providerRef: `re_${randomUUID()}`,
    ...extra,
  })

test.group('Payment reversals: refunds', () => {
  test('a full refund of unspent points reverses them all, to refunded', async ({ assert }) => {
    const user = await createUser()
    const purchase = await creditedPurchase(user.id, 'plus') // 600 points, 999 cents
    const result = await refund(purchase, 999)
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
    const first = await refund(purchase, 166) // 250 × 166 / 499 = 83.17 → 84
    assert.equal(first.reversedPoints, 84)
    const second = await refund(purchase, 332) // 166.33 → 167 in total
    assert.equal(second.reversedPoints, 83)
    assert.equal(second.totalReversedPoints, 167)
    const third = await refund(purchase, 499)
    assert.equal(third.reversedPoints, 83)
    assert.equal(third.totalReversedPoints, 250)
    assert.equal(await balanceOf(user.id), 0)
    const amounts = await amountsOf(user.id, 'reversal')
    assert.deepEqual(amounts, [-84, -83, -83])
    await assertLedgerSound(assert, 'partial refunds')
  })

  test('a refund of spent points claws them back: the balance goes below 0 and spending stops', async ({
    assert,
  }) => {
    const user = await createUser()
    const purchase = await creditedPurchase(user.id, 'plus') // 600
    await spendChat(user.id, 500)
    const result = await refund(purchase, 999)
    assert.equal(result.reversedPoints, 100)
    assert.equal(result.clawedBackPoints, 500)
    assert.equal(result.balanceAfter, -500)
    const [claw] = await entriesOf(user.id, 'clawback')
    assert.equal(claw.amount, -500)
    assert.equal(claw.counter_account, 'clawed_back')
    assert.equal(await balanceOf(user.id), -500)
    await assertLedgerSound(assert, 'after the clawback')

    // Spending and holding are refused while the balance is below 0 (the usual 402).
    await assert.rejects(() => spendChat(user.id, 1), InsufficientBalanceError)
    await assert.rejects(
      () =>
        holdPoints({
          userId: user.id,
          amount: 1,
          reference: 'video:1',
          idempotencyKey: `hold:${randomUUID()}`,
          purpose: 'video',
        }),
      InsufficientBalanceError
    )

    // A purchase afterwards pays the debt first: its lot keeps only what is above 0.
    await creditedPurchase(user.id, 'starter') // 250: -500 → -250
    assert.equal(await balanceOf(user.id), -250)
    await assert.rejects(() => spendChat(user.id, 1), InsufficientBalanceError)
    await creditedPurchase(user.id, 'plus') // 600: -250 → 350
    assert.equal(await balanceOf(user.id), 350)
    const lots = await lotsOf(user.id)
    assert.deepEqual(lots.slice(1), [
      ['purchase', 250, 0],
      ['purchase', 600, 350],
    ])
    await spendChat(user.id, 350)
    assert.equal(await balanceOf(user.id), 0)
    await assertLedgerSound(assert, 'after the debt is paid')
  })

  test('duplicated, replayed and out-of-order refunds change nothing', async ({ assert }) => {
    const user = await createUser()
    const purchase = await creditedPurchase(user.id, 'plus')
    const first = await refund(purchase, 500)
    assert.equal(first.reversedPoints, 301) // 600 × 500 / 999 = 300.3 → 301
    const again = await refund(purchase, 500)
    assert.deepInclude(again, { reversedPoints: 0, clawedBackPoints: 0, replayed: true })
    assert.equal(again.totalReversedPoints, 301)
    assert.equal(again.balanceAfter, 299)
    // An older event (a lower cumulative) arriving late.
    const older = await refund(purchase, 200)
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
    const results = await Promise.all(Array.from({ length: 6 }, () => refund(purchase, 999)))
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
    await refund(purchase, 499)
    // The bonus expires first, yet it stays: the purchase's points are the ones that leave.
    assert.deepEqual(await lotsOf(user.id), [
      ['welcome_bonus', 20, 20],
      ['purchase', 250, 0],
    ])
    assert.equal(await balanceOf(user.id), 20)
    await assertLedgerSound(assert, 'own lot first')
  })

  test('a PayPal purchase is reversed the same way', async ({ assert }) => {
    const user = await createUser()
    const purchase = await creditedPurchase(user.id, 'premium', { provider: 'paypal' })
    await spendChat(user.id, 1000)
    const result = await refund(purchase, 1999, { cause: 'reversal' })
    assert.equal(result.reversedPoints, 300)
    assert.equal(result.clawedBackPoints, 1000)
    const [entry] = await entriesOf(user.id, 'clawback')
    assert.equal(entry.metadata.cause, 'reversal')
    assert.equal(await balanceOf(user.id), -1000)
    await assertLedgerSound(assert, 'paypal')
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
    const notYet = await refund(pending, 499).catch((error) => error)
    assert.equal(notYet.reason, 'payment_not_completed')
    assert.equal(notYet.status, 409)

    const purchase = await creditedPurchase(user.id, 'starter')
    await assert.rejects(() => refund(purchase, -1), /refundedCents/)
    await assert.rejects(() => refund(purchase, 1.5), /refundedCents/)
    await assert.rejects(() => refund(purchase, 10, { providerRef: ' ' }), /providerRef/)

    await db.from('purchases').where('id', pending.id).update({ status: 'failed' })
    const flagged = await refund(pending, 499)
    assert.deepInclude(flagged, { reversedPoints: 0, clawedBackPoints: 0, replayed: false })
    assert.equal(await balanceOf(user.id), 250)
    await assertLedgerSound(assert, 'refusals')
  })

  test('a hold released while the balance is below 0 pays the debt before any lot', async ({
    assert,
  }) => {
    const user = await createUser()
    const purchase = await creditedPurchase(user.id, 'plus')
    const hold = await holdPoints({
      userId: user.id,
      amount: 100,
      reference: 'video:1',
      idempotencyKey: `hold:${randomUUID()}`,
      purpose: 'video',
    })
    await refund(purchase, 999) // 500 reversed, 100 clawed back: -100, held 100
    assert.deepEqual(await projectionOf(user.id), { balance: -100, held: 100 })
    await releaseHold(hold.holdId)
    assert.deepEqual(await projectionOf(user.id), { balance: 0, held: 0 })
    assert.deepEqual(await lotsOf(user.id), [['purchase', 600, 0]])
    await assertLedgerSound(assert, 'release while negative')
  })
})
