import { test } from '@japa/runner'
import { freezeDisputedPoints } from '#payments/actions/freeze_disputed_points'
import { reversePurchase } from '#payments/actions/reverse_purchase'
import { settleDispute } from '#payments/actions/settle_dispute'
import { balanceOf } from '#ledger/queries/balance_of'
import { InsufficientBalanceError } from '#ledger/exceptions/ledger_errors'
import { createUser } from '#tests/helpers/users'
import {
  assertLedgerSound,
  creditedPurchase,
  entriesOf,
  projectionOf,
  spendChat,
} from '#tests/helpers/reversals'

/*
| Disputes (chargebacks) of a payment: opened, the
| purchase's points the user still has are frozen (a `dispute` hold);
| won, released; lost, released and the purchase reversed in full.
| Replays, ends before openings and concurrent calls move nothing twice.
*/

test.group('Payment reversals: disputes', () => {
  test('an opened dispute freezes the points, a won one gives them back', async ({ assert }) => {
    const user = await createUser()
    const purchase = await creditedPurchase(user.id, 'plus') // 600
    const opened = await freezeDisputedPoints({ purchaseId: purchase.id, disputeId: 'dp_won' })
    assert.deepEqual(opened, { frozenPoints: 600, replayed: false })
    assert.deepEqual(await projectionOf(user.id), { balance: 0, held: 600 })
    await assert.rejects(() => spendChat(user.id, 1), InsufficientBalanceError)
    await purchase.refresh()
    assert.equal(purchase.disputeId, 'dp_won')
    assert.equal(purchase.disputeStatus, 'open')
    assert.isNotNull(purchase.disputeHoldEntryId)
    await assertLedgerSound(assert, 'frozen')

    const again = await freezeDisputedPoints({ purchaseId: purchase.id, disputeId: 'dp_won' })
    assert.deepEqual(again, { frozenPoints: 600, replayed: true })
    assert.lengthOf(await entriesOf(user.id, 'hold'), 1)

    const won = await settleDispute({
      purchaseId: purchase.id,
      disputeId: 'dp_won',
      outcome: 'won',
    })
    assert.deepEqual(won, { releasedPoints: 600, reversal: null, replayed: false })
    assert.deepEqual(await projectionOf(user.id), { balance: 600, held: 0 })
    const replay = await settleDispute({
      purchaseId: purchase.id,
      disputeId: 'dp_won',
      outcome: 'won',
    })
    assert.isTrue(replay.replayed)
    await purchase.refresh()
    assert.equal(purchase.disputeStatus, 'won')
    assert.equal(await balanceOf(user.id), 600)
    await assertLedgerSound(assert, 'won')
  })

  test('a lost dispute releases and reverses in full: what was spent is clawed back', async ({
    assert,
  }) => {
    const user = await createUser()
    const purchase = await creditedPurchase(user.id, 'plus')
    await spendChat(user.id, 400)
    const opened = await freezeDisputedPoints({ purchaseId: purchase.id, disputeId: 'dp_lost' })
    assert.equal(opened.frozenPoints, 200) // only what the user still has
    assert.deepEqual(await projectionOf(user.id), { balance: 0, held: 200 })

    const lost = await settleDispute({
      purchaseId: purchase.id,
      disputeId: 'dp_lost',
      outcome: 'lost',
    })
    assert.equal(lost.releasedPoints, 200)
    assert.deepInclude(lost.reversal!, {
      reversedPoints: 200,
      clawedBackPoints: 400,
      totalReversedPoints: 600,
      balanceAfter: -400,
    })
    assert.deepEqual(await projectionOf(user.id), { balance: -400, held: 0 })
    const [reversal] = await entriesOf(user.id, 'reversal')
    assert.equal(reversal.metadata.cause, 'dispute_lost')
    assert.equal(reversal.metadata.providerRef, 'dp_lost')

    // A refund webhook of the same payment afterwards: already reversed in full.
    const late = await reversePurchase({
      purchaseId: purchase.id,
      refundedCents: 999,
      cause: 'refund',
      providerRef: 're_late',
    })
    assert.isTrue(late.replayed)
    await purchase.refresh()
    assert.equal(purchase.disputeStatus, 'lost')
    assert.equal(purchase.refundedPoints, 600)
    await assertLedgerSound(assert, 'lost')
  })

  test('an end that arrives before the opening: nothing frozen, the opening is a replay', async ({
    assert,
  }) => {
    const user = await createUser()
    const purchase = await creditedPurchase(user.id, 'starter') // 250
    const lost = await settleDispute({
      purchaseId: purchase.id,
      disputeId: 'dp_early',
      outcome: 'lost',
    })
    assert.equal(lost.releasedPoints, 0)
    assert.equal(lost.reversal!.reversedPoints, 250)
    const opened = await freezeDisputedPoints({ purchaseId: purchase.id, disputeId: 'dp_early' })
    assert.deepEqual(opened, { frozenPoints: 0, replayed: true })
    assert.deepEqual(await projectionOf(user.id), { balance: 0, held: 0 })
    assert.lengthOf(await entriesOf(user.id, 'hold'), 0)
    await assertLedgerSound(assert, 'early end')
  })

  test('concurrent openings and ends each move once', async ({ assert }) => {
    const user = await createUser()
    const purchase = await creditedPurchase(user.id, 'plus')
    const opened = await Promise.all(
      Array.from({ length: 5 }, () =>
        freezeDisputedPoints({ purchaseId: purchase.id, disputeId: 'dp_race' })
      )
    )
    assert.lengthOf(
      opened.filter((result) => !result.replayed),
      1
    )
    assert.deepEqual(await projectionOf(user.id), { balance: 0, held: 600 })
    const ended = await Promise.all(
      Array.from({ length: 5 }, () =>
        settleDispute({ purchaseId: purchase.id, disputeId: 'dp_race', outcome: 'lost' })
      )
    )
    assert.lengthOf(
      ended.filter((result) => !result.replayed),
      1
    )
    assert.lengthOf(await entriesOf(user.id, 'release'), 1)
    assert.lengthOf(await entriesOf(user.id, 'reversal'), 1)
    assert.deepEqual(await projectionOf(user.id), { balance: 0, held: 0 })
    await assertLedgerSound(assert, 'concurrent')
  })

  test('a dispute while the balance is below 0 freezes nothing; unknown purchases are refused', async ({
    assert,
  }) => {
    const user = await createUser()
    const first = await creditedPurchase(user.id, 'starter')
    const second = await creditedPurchase(user.id, 'starter')
    await spendChat(user.id, 500)
    await reversePurchase({
      purchaseId: first.id,
      refundedCents: 499,
      cause: 'refund',
      providerRef: 're_1',
    })
    assert.equal(await balanceOf(user.id), -250)
    const opened = await freezeDisputedPoints({ purchaseId: second.id, disputeId: 'dp_neg' })
    assert.deepEqual(opened, { frozenPoints: 0, replayed: false })
    const won = await settleDispute({ purchaseId: second.id, disputeId: 'dp_neg', outcome: 'won' })
    assert.equal(won.releasedPoints, 0)
    assert.equal(await balanceOf(user.id), -250)

    await assert.rejects(
      () => freezeDisputedPoints({ purchaseId: 2_000_000_001, disputeId: 'dp_x' }),
      /payments\.errors\.unknown_payment|unknown_payment/
    )
    await assert.rejects(
      () => settleDispute({ purchaseId: second.id, disputeId: '', outcome: 'won' }),
      /disputeId/
    )
    await assertLedgerSound(assert, 'negative')
  })
})
