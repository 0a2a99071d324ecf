import { randomBytes, randomUUID } from 'node:crypto'
import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import { creditPoints } from '#ledger/actions/credit_points'
import { holdPoints } from '#ledger/actions/hold_points'
import { captureHold } from '#ledger/actions/capture_hold'
import { releaseHold } from '#ledger/actions/release_hold'
import { createUser } from '#tests/helpers/users'
import { checkInvariants, type RunQuery } from '../../../bin/lib/drill_invariants.js'

/*
| Rule: the drill's closing checks (bin/lib/drill_invariants.ts) catch a
| paid studio request that did not end exactly once and a payment taken but
| not credited once; on consistent rows they report nothing. Rows are made
| here, right and wrong, through the ledger's actions.
*/

const run: RunQuery = async (sql) => {
  const result = await db.rawQuery(sql)
  return result.rows
}

async function buyer(tag: string) {
  const user = await createUser({ email: `${tag}-${randomBytes(3).toString('hex')}@example.com` })
  const key = `test-grant:${randomUUID()}`
  await creditPoints(
    { userId: user.id, amount: 100, reference: key, idempotencyKey: key },
    'adjustment'
  )
  return user
}

/** A photo request of 10 points with its hold, ended as told (or not at all). */
async function photoRequest(
  userId: number,
  status: 'completed' | 'failed',
  settle: 'captured' | 'released' | 'none'
) {
  const [row] = await db
    .table('studio_requests')
    .insert({
      task_id: randomUUID(),
      user_id: userId,
      kind: 'photo',
      prompt: 'On a terrace',
      status,
      cost: 10,
      client_key: randomUUID(),
      deadline_at: new Date(Date.now() + 60_000),
    })
    .returning('id')
  const holdKey = `studio:${row.id}`
  await holdPoints({
    userId,
    amount: 10,
    purpose: 'photo',
    reference: holdKey,
    idempotencyKey: holdKey,
  })
  await db.from('studio_requests').where('id', row.id).update({ hold_key: holdKey })
  if (settle === 'captured') await captureHold(holdKey)
  if (settle === 'released') await releaseHold(holdKey)
  return row.id as number
}

test.group('The drill’s invariants', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('requests ended once and no taken payment: nothing reported', async ({ assert }) => {
    const tag = `inv-ok-${randomBytes(3).toString('hex')}`
    const user = await buyer(tag)
    await photoRequest(user.id, 'completed', 'captured')
    await photoRequest(user.id, 'failed', 'released')
    const report = await checkInvariants(run, `${tag}-%`, 0)
    assert.deepEqual(report.failures, [])
    assert.include(report, { paidRequests: 2, completed: 1, refunded: 1 })
  })

  test('a request delivered and refunded, one failed and never refunded: both reported', async ({
    assert,
  }) => {
    const tag = `inv-bad-${randomBytes(3).toString('hex')}`
    const user = await buyer(tag)
    const both = await photoRequest(user.id, 'completed', 'released')
    const kept = await photoRequest(user.id, 'failed', 'none')
    const report = await checkInvariants(run, `${tag}-%`, 0)
    assert.lengthOf(report.failures, 2)
    assert.match(report.failures[0], new RegExp(`^studio request ${both} \\(photo\\) is completed`))
    assert.match(report.failures[1], new RegExp(`^studio request ${kept} \\(photo\\) is failed`))
  })

  test('a card payment the sandbox took with no credited purchase is reported', async ({
    assert,
  }) => {
    const tag = `inv-pay-${randomBytes(3).toString('hex')}`
    const user = await buyer(tag)
    const intent = `sbpi_${randomBytes(6).toString('hex')}`
    await db.table('sandbox_card_intents').insert({
      id: intent,
      client_secret: `${intent}_secret`,
      idempotency_key: randomUUID(),
      amount_cents: 999,
      currency: 'eur',
      metadata: JSON.stringify({ userId: String(user.id), packageId: '1' }),
      status: 'succeeded',
    })
    const report = await checkInvariants(run, `${tag}-%`, 1)
    assert.deepEqual(report.failures, [
      `payment ${intent} taken, purchase missing, credited 0 time(s)`,
      '1 purchases confirmed to buyers, 0 credited',
    ])
  })
})
