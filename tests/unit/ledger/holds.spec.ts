import { test } from '@japa/runner'
import { randomUUID } from 'node:crypto'
import { captureHold } from '#ledger/actions/capture_hold'
import { creditPoints } from '#ledger/actions/credit_points'
import { holdPoints } from '#ledger/actions/hold_points'
import { releaseHold } from '#ledger/actions/release_hold'
import { spendPoints } from '#ledger/actions/spend_points'
import { balanceOf } from '#ledger/queries/balance_of'
import { ledgerHistory } from '#ledger/queries/ledger_history'
import { HoldSettlementError, InsufficientBalanceError } from '#ledger/exceptions/ledger_errors'
import { createUser } from '#tests/helpers/users'

const key = (label: string) => `${label}:${randomUUID()}`

async function funded(points: number) {
  const user = await createUser()
  await creditPoints(
    { userId: user.id, amount: points, reference: 'seed', idempotencyKey: key('seed') },
    'purchase'
  )
  return user
}

test.group('Wallet: holds', () => {
  test('a hold takes the points now; capture keeps them spent, once', async ({ assert }) => {
    const user = await funded(100)
    const hold = await holdPoints({
      userId: user.id,
      amount: 50,
      reference: 'video:1',
      idempotencyKey: key('hold'),
      purpose: 'video',
    })
    assert.equal(hold.kind, 'hold')
    assert.equal(hold.amount, -50)
    assert.equal(hold.balanceAfter, 50)
    assert.equal(await balanceOf(user.id), 50)

    const captured = await captureHold(hold.holdId)
    assert.containsSubset(captured, {
      outcome: 'captured',
      amount: 50,
      replayed: false,
      balanceAfter: 50,
    })
    const again = await captureHold(hold.idempotencyKey)
    assert.isTrue(again.replayed)
    assert.equal(await balanceOf(user.id), 50)

    await assert.rejects(() => releaseHold(hold.holdId), HoldSettlementError)
    assert.equal(await balanceOf(user.id), 50)

    const history = await ledgerHistory(user.id)
    assert.equal(history.entries[0].holdStatus, 'captured')
    assert.equal(history.entries[0].metadata.purpose, 'video')
  })

  test('release gives the points back once; capture after release is refused', async ({
    assert,
  }) => {
    const user = await funded(60)
    const hold = await holdPoints({
      userId: user.id,
      amount: 60,
      reference: 'video:2',
      idempotencyKey: key('hold'),
      purpose: 'video',
    })
    assert.equal(await balanceOf(user.id), 0)

    const released = await releaseHold(hold.holdId)
    assert.equal(released.outcome, 'released')
    assert.equal(released.releaseEntry?.kind, 'release')
    assert.equal(released.releaseEntry?.amount, 60)
    assert.equal(released.balanceAfter, 60)

    const again = await releaseHold(hold.idempotencyKey)
    assert.isTrue(again.replayed)
    assert.equal(again.releaseEntry?.entryId, released.releaseEntry?.entryId)
    assert.equal(await balanceOf(user.id), 60)

    await assert.rejects(() => captureHold(hold.holdId), HoldSettlementError)
    // The hold and its release are one line: nothing net, 60 given back.
    const history = await ledgerHistory(user.id)
    assert.deepEqual(
      history.entries.map((entry) => [
        entry.kind,
        entry.amount,
        entry.holdStatus,
        entry.refundedPoints,
        entry.balanceAfter,
      ]),
      [
        ['hold', 0, 'released', 60, 60],
        ['purchase', 60, null, null, 60],
      ]
    )
    assert.equal(history.total, 2)
  })

  test('capture and release racing: exactly one wins', async ({ assert }) => {
    const user = await funded(10)
    const hold = await holdPoints({
      userId: user.id,
      amount: 10,
      reference: 'video:3',
      idempotencyKey: key('hold'),
      purpose: 'video',
    })
    const [capture, release] = await Promise.allSettled([
      captureHold(hold.holdId),
      releaseHold(hold.holdId),
    ])
    const wins = [capture, release].filter((outcome) => outcome.status === 'fulfilled')
    assert.lengthOf(wins, 1)
    const balance = await balanceOf(user.id)
    assert.equal(balance, capture.status === 'fulfilled' ? 0 : 10)
  })

  test('a hold needs the balance; unknown holds cannot be settled', async ({ assert }) => {
    const user = await funded(5)
    await assert.rejects(
      () =>
        holdPoints({
          userId: user.id,
          amount: 6,
          reference: 'video:4',
          idempotencyKey: key('hold'),
          purpose: 'video',
        }),
      InsufficientBalanceError
    )
    await assert.rejects(() => captureHold(999_999_999), HoldSettlementError)
    await assert.rejects(() => releaseHold('no-such-hold'), HoldSettlementError)
    // A normal entry is not a hold.
    const entry = await spendPoints(
      { userId: user.id, amount: 1, reference: 'chat', idempotencyKey: key('s') },
      'chat'
    )
    await assert.rejects(() => releaseHold(entry.entryId), HoldSettlementError)
    assert.equal(await balanceOf(user.id), 4)
  })
})
