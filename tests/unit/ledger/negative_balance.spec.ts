import { test } from '@japa/runner'
import { randomUUID } from 'node:crypto'
import db from '@adonisjs/lucid/services/db'
import { captureHold } from '#ledger/actions/capture_hold'
import { creditPoints } from '#ledger/actions/credit_points'
import { holdPoints } from '#ledger/actions/hold_points'
import { releaseHold } from '#ledger/actions/release_hold'
import { balanceOf } from '#ledger/queries/balance_of'
import { verifyLedger } from '#ledger/queries/verify_ledger'
import { createUser } from '#tests/helpers/users'

/*
| A balance below 0: the database itself refuses it to
| every entry but a clawback, whatever the code does; ledger_move refuses
| every debit but a clawback for want of points, and the lots follow the
| balance's part above 0.
*/

const key = (label: string) => `${label}:${randomUUID()}`

/** ledger_move as the ledger store calls it; the entry's id (null when refused) and balance. */
async function move(userId: number, amount: number, kind: string, metadata = {}) {
  const result = await db.rawQuery('SELECT * FROM ledger_move(?, ?, ?, ?, ?, ?::jsonb, now())', [
    userId,
    amount,
    kind,
    'test',
    key(kind),
    JSON.stringify(metadata),
  ])
  return { id: result.rows[0].id, balanceBefore: result.rows[0].balance_before }
}

/** ledger_move's entry id: null when it refused the movement. */
async function movedId(userId: number, amount: number, kind: string, metadata = {}) {
  const moved = await move(userId, amount, kind, metadata)
  return moved.id
}

/** A raw entry past the functions: only the table's CHECKs stand in the way. */
function rawEntry(userId: number, amount: number, kind: string, account: string, after: number) {
  return db.rawQuery(
    `INSERT INTO ledger_entries (user_id, amount, kind, reference, idempotency_key, balance_after, counter_account)
     VALUES (?, ?, ?, 'raw', ?, ?, ?)`,
    [userId, amount, kind, key('raw'), after, account]
  )
}

test.group('Wallet: a balance below 0', () => {
  test('the entries refuse a negative balance to every kind but a clawback', async ({ assert }) => {
    const user = await createUser()
    for (const [kind, account] of [
      ['chat', 'spent:chat'],
      ['expiry', 'expired'],
      ['adjustment', 'granted:adjustment'],
      ['reversal', 'refunded'],
      ['hold', 'held:dispute'],
    ]) {
      await assert.rejects(
        () => rawEntry(user.id, -1, kind, account, -1),
        /ledger_entries_balance_after_check/
      )
    }
    // A clawback never adds points; a reversal neither.
    await assert.rejects(
      () => rawEntry(user.id, 5, 'clawback', 'clawed_back', 5),
      /ledger_entries_reversal_takes/
    )
    await assert.rejects(
      () => rawEntry(user.id, 5, 'reversal', 'refunded', 5),
      /ledger_entries_reversal_takes/
    )
    await assert.rejects(
      () => rawEntry(user.id, -1, 'clawback', 'refunded', -1),
      /ledger_entries_counter_account_check/
    )
    // Inside a transaction rolled back: the clawback's raw entry goes in.
    await db
      .transaction(async (trx) => {
        await trx.rawQuery(
          `INSERT INTO ledger_entries (user_id, amount, kind, reference, idempotency_key, balance_after, counter_account)
           VALUES (?, -3, 'clawback', 'raw', ?, -3, 'clawed_back')`,
          [user.id, key('raw')]
        )
        throw new Error('rollback')
      })
      .catch((error) => assert.equal(error.message, 'rollback'))
  })

  test('ledger_move refuses a debit past 0, lets a clawback through, and a credit pays the debt', async ({
    assert,
  }) => {
    const user = await createUser()
    await creditPoints(
      { userId: user.id, amount: 10, reference: 'r', idempotencyKey: key('c') },
      'adjustment'
    )
    for (const kind of ['chat', 'reversal', 'expiry', 'adjustment']) {
      const refused = await move(user.id, -11, kind)
      assert.isNull(refused.id, kind)
    }
    assert.isNull(await movedId(user.id, -11, 'hold', { purpose: 'video' }))
    assert.isNotNull(await movedId(user.id, -4, 'reversal'))
    const claw = await move(user.id, -10, 'clawback')
    assert.isNotNull(claw.id)
    assert.equal(await balanceOf(user.id), -4)
    // Below 0, even a debit of 1 is refused.
    assert.isNull(await movedId(user.id, -1, 'chat'))
    // A credit of 3 leaves it below 0 (allowed: it is less so), and opens an empty lot.
    const credit = await move(user.id, 3, 'adjustment')
    assert.isNotNull(credit.id)
    assert.equal(await balanceOf(user.id), -1)
    const lot = await db.from('ledger_lots').where('entry_id', credit.id).first()
    assert.deepInclude(lot, { amount: 3, remaining: 0 })
    await move(user.id, 5, 'adjustment')
    assert.equal(await balanceOf(user.id), 4)
    const check = await verifyLedger()
    assert.deepEqual(check.lotProblems, [])
    assert.deepEqual(check.drift, [])
    assert.equal(check.trialBalance.total, 0)
  })

  test('a dispute hold is only ever released: a capture is refused', async ({ assert }) => {
    const user = await createUser()
    await creditPoints(
      { userId: user.id, amount: 10, reference: 'r', idempotencyKey: key('c') },
      'adjustment'
    )
    const hold = await holdPoints({
      userId: user.id,
      amount: 6,
      reference: 'purchase:test',
      idempotencyKey: key('dispute'),
      purpose: 'dispute',
    })
    const account = await db.from('ledger_entries').where('id', hold.holdId).first()
    assert.equal(account.counter_account, 'held:dispute')
    await assert.rejects(() => captureHold(hold.holdId), /no hold to capture/)
    const released = await releaseHold(hold.holdId)
    assert.equal(released.balanceAfter, 10)
    const check = await verifyLedger()
    assert.deepEqual(check.holds.problems, [])
    assert.equal(check.trialBalance.total, 0)
  })
})
