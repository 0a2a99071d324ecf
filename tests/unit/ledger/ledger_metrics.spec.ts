import { test } from '@japa/runner'
import { randomUUID } from 'node:crypto'
import db from '@adonisjs/lucid/services/db'
import { captureHold } from '#ledger/actions/capture_hold'
import { creditPoints } from '#ledger/actions/credit_points'
import { expireLot } from '#ledger/actions/expire_lot'
import { holdPoints } from '#ledger/actions/hold_points'
import { spendPoints } from '#ledger/actions/spend_points'
import { createUser } from '#tests/helpers/users'
import { metricValue } from '#tests/helpers/metrics'
import { clock } from '#core/clock'

/*
| Ledger movements per kind: every entry written is
| counted with its points, a replayed idempotency key is not, and a
| capture (a settlement, no entry) is counted as `capture`.
*/

async function counted(kind: string) {
  return {
    movements: await metricValue('velvet_ledger_movements_total', { kind }),
    points: await metricValue('velvet_ledger_points_total', { kind }),
  }
}

async function delta(kind: string, work: () => Promise<unknown>) {
  const before = await counted(kind)
  await work()
  const after = await counted(kind)
  return [after.movements - before.movements, after.points - before.points]
}

test.group('Wallet: ledger movement metrics', (group) => {
  group.each.teardown(() => clock.reset())

  test('entries are counted by kind once, captures too; replays are not', async ({ assert }) => {
    const user = await createUser()
    const bonus = { userId: user.id, amount: 50, reference: 'r', idempotencyKey: randomUUID() }
    assert.deepEqual(
      await delta('welcome_bonus', () => creditPoints(bonus, 'welcome_bonus')),
      [1, 50]
    )
    assert.deepEqual(
      await delta('welcome_bonus', () => creditPoints(bonus, 'welcome_bonus')),
      [0, 0]
    )
    const spend = { userId: user.id, amount: 7, reference: 'chat:1', idempotencyKey: randomUUID() }
    assert.deepEqual(await delta('chat', () => spendPoints(spend, 'chat')), [1, 7])
    assert.deepEqual(await delta('chat', () => spendPoints(spend, 'chat')), [0, 0])

    const hold = await holdPoints({
      userId: user.id,
      amount: 5,
      reference: 'video:1',
      idempotencyKey: randomUUID(),
      purpose: 'video',
    })
    assert.deepEqual(await delta('capture', () => captureHold(hold.holdId)), [1, 5])
    assert.deepEqual(await delta('capture', () => captureHold(hold.holdId)), [0, 0])

    // The hourly expiry writes its entries without ledger_move: counted as well.
    clock.travel(200 * 86_400_000)
    const lot = await db
      .from('ledger_lots')
      .where('user_id', user.id)
      .where('remaining', '>', 0)
      .first()
    assert.deepEqual(await delta('expiry', () => expireLot(Number(lot.entry_id))), [1, 38])
  })
})
