import { test } from '@japa/runner'
import { randomUUID } from 'node:crypto'
import { holdPoints } from '#ledger/actions/hold_points'
import { releaseHold } from '#ledger/actions/release_hold'
import { balanceOf } from '#ledger/queries/balance_of'
import { InsufficientBalanceError } from '#ledger/exceptions/ledger_errors'
import { createUser } from '#tests/helpers/users'
import { reverseRefunded } from '#tests/helpers/refunds'
import {
  assertLedgerSound,
  creditedPurchase,
  entriesOf,
  lotsOf,
  projectionOf,
  spendChat,
} from '#tests/helpers/reversals'

/*
| A refund of points already spent: what the user no
| longer has is clawed back, a debt below 0 that blocks spending and holding
| until credits (a purchase, a released hold) pay it. Real commits:
| ledger:verify reads the whole ledger after each case.
*/

test.group('Payment reversals: refunds of spent points', () => {
  test('a refund of spent points claws them back: the balance goes below 0 and spending stops', async ({
    assert,
  }) => {
    const user = await createUser()
    const purchase = await creditedPurchase(user.id, 'plus') // 600
    await spendChat(user.id, 500)
    const result = await reverseRefunded(purchase, 999)
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

  test('a PayPal purchase is reversed the same way', async ({ assert }) => {
    const user = await createUser()
    const purchase = await creditedPurchase(user.id, 'premium', { provider: 'paypal' })
    await spendChat(user.id, 1000)
    const result = await reverseRefunded(purchase, 1999, { cause: 'reversal' })
    assert.equal(result.reversedPoints, 300)
    assert.equal(result.clawedBackPoints, 1000)
    const [entry] = await entriesOf(user.id, 'clawback')
    assert.equal(entry.metadata.cause, 'reversal')
    assert.equal(await balanceOf(user.id), -1000)
    await assertLedgerSound(assert, 'paypal')
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
    await reverseRefunded(purchase, 999) // 500 reversed, 100 clawed back: -100, held 100
    assert.deepEqual(await projectionOf(user.id), { balance: -100, held: 100 })
    await releaseHold(hold.holdId)
    assert.deepEqual(await projectionOf(user.id), { balance: 0, held: 0 })
    assert.deepEqual(await lotsOf(user.id), [['purchase', 600, 0]])
    await assertLedgerSound(assert, 'release while negative')
  })
})
