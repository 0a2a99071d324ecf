import { test } from '@japa/runner'
import { randomUUID } from 'node:crypto'
import db from '@adonisjs/lucid/services/db'
import { creditPoints } from '#ledger/actions/credit_points'
import { spendPoints } from '#ledger/actions/spend_points'
import { balanceOf } from '#ledger/queries/balance_of'
import { ledgerHistory } from '#ledger/queries/ledger_history'
import { verifyLedger } from '#ledger/queries/verify_ledger'
import {
  IdempotencyConflictError,
  InsufficientBalanceError,
  InvalidMovementError,
} from '#ledger/exceptions/ledger_errors'
import { createUser } from '#tests/helpers/users'

/*
| These tests commit for real (no global transaction): the ledger's guards
| are database constraints and row locks, which only show across
| transactions. Each test uses its own users.
*/

const key = (label: string) => `${label}:${randomUUID()}`

async function ledgerSum(userId: number) {
  const result = await db.rawQuery(
    'SELECT coalesce(sum(amount), 0)::int AS sum, count(*)::int AS count FROM ledger_entries WHERE user_id = ?',
    [userId]
  )
  return result.rows[0] as { sum: number; count: number }
}

test.group('Wallet: credit and spend', () => {
  test('a credit appends an entry and moves the projection with it', async ({ assert }) => {
    const user = await createUser()
    const entry = await creditPoints(
      { userId: user.id, amount: 20, reference: `user:${user.id}`, idempotencyKey: key('w') },
      'welcome_bonus'
    )
    assert.containsSubset(entry, { userId: user.id, amount: 20, kind: 'welcome_bonus' })
    assert.equal(entry.balanceAfter, 20)
    assert.isFalse(entry.replayed)

    const spent = await spendPoints(
      { userId: user.id, amount: 7, reference: 'chat:1', idempotencyKey: key('chat') },
      'chat'
    )
    assert.equal(spent.amount, -7)
    assert.equal(spent.balanceAfter, 13)
    assert.equal(await balanceOf(user.id), 13)
    assert.deepEqual(await ledgerSum(user.id), { sum: 13, count: 2 })
  })

  test('a replayed key returns the first result and moves nothing', async ({ assert }) => {
    const user = await createUser()
    const input = { userId: user.id, amount: 50, reference: 'payment:x', idempotencyKey: key('p') }
    const first = await creditPoints(input, 'purchase')
    const again = await creditPoints(input, 'purchase')
    assert.isTrue(again.replayed)
    assert.equal(again.entryId, first.entryId)
    assert.equal(again.balanceAfter, 50)
    assert.equal(await balanceOf(user.id), 50)
    assert.deepEqual(await ledgerSum(user.id), { sum: 50, count: 1 })
  })

  test('a key reused for another user, amount or kind is refused', async ({ assert }) => {
    const [user, other] = [await createUser(), await createUser()]
    const idempotencyKey = key('p')
    await creditPoints({ userId: user.id, amount: 50, reference: 'r', idempotencyKey }, 'purchase')

    await assert.rejects(
      () =>
        creditPoints({ userId: user.id, amount: 60, reference: 'r', idempotencyKey }, 'purchase'),
      IdempotencyConflictError
    )
    await assert.rejects(
      () =>
        creditPoints({ userId: other.id, amount: 50, reference: 'r', idempotencyKey }, 'purchase'),
      IdempotencyConflictError
    )
    await assert.rejects(
      () => creditPoints({ userId: user.id, amount: 50, reference: 'r', idempotencyKey }, 'refund'),
      IdempotencyConflictError
    )
    assert.equal(await balanceOf(other.id), 0)
    assert.equal(await balanceOf(user.id), 50)
  })

  test('a spend larger than the balance is refused and writes nothing', async ({ assert }) => {
    const user = await createUser()
    await creditPoints(
      { userId: user.id, amount: 5, reference: 'r', idempotencyKey: key('c') },
      'adjustment'
    )
    try {
      await spendPoints(
        { userId: user.id, amount: 6, reference: 'photo:1', idempotencyKey: key('s') },
        'photo'
      )
      assert.fail('the spend should have been refused')
    } catch (error) {
      assert.instanceOf(error, InsufficientBalanceError)
      assert.equal((error as InsufficientBalanceError).balance, 5)
      assert.equal((error as InsufficientBalanceError).required, 6)
      assert.equal((error as InsufficientBalanceError).status, 402)
    }
    assert.deepEqual(await ledgerSum(user.id), { sum: 5, count: 1 })
    assert.equal(await balanceOf(user.id), 5)
  })

  test('a user with no movements has 0 and cannot spend', async ({ assert }) => {
    const user = await createUser()
    assert.equal(await balanceOf(user.id), 0)
    await assert.rejects(
      () =>
        spendPoints(
          { userId: user.id, amount: 1, reference: 'chat:1', idempotencyKey: key('s') },
          'chat'
        ),
      InsufficientBalanceError
    )
  })

  test('the replay of a spend still answers after the balance ran out', async ({ assert }) => {
    const user = await createUser()
    await creditPoints(
      { userId: user.id, amount: 10, reference: 'r', idempotencyKey: key('c') },
      'purchase'
    )
    const input = { userId: user.id, amount: 10, reference: 'photo:9', idempotencyKey: key('s') }
    const first = await spendPoints(input, 'photo')
    const again = await spendPoints(input, 'photo')
    assert.isTrue(again.replayed)
    assert.equal(again.entryId, first.entryId)
    assert.equal(await balanceOf(user.id), 0)
  })

  test('malformed movements are refused before touching the database', async ({ assert }) => {
    const user = await createUser()
    const base = { userId: user.id, reference: 'r', idempotencyKey: key('x') }
    for (const amount of [0, -5, 1.5, Number.NaN]) {
      await assert.rejects(
        () => creditPoints({ ...base, amount }, 'purchase'),
        InvalidMovementError
      )
    }
    await assert.rejects(
      () => creditPoints({ ...base, amount: 1, idempotencyKey: ' ' }, 'purchase'),
      InvalidMovementError
    )
    await assert.rejects(
      () => creditPoints({ ...base, amount: 1 }, 'chat' as never),
      InvalidMovementError
    )
    await assert.rejects(
      () => spendPoints({ ...base, amount: 1 }, 'purchase' as never),
      InvalidMovementError
    )
    assert.deepEqual(await ledgerSum(user.id), { sum: 0, count: 0 })
  })

  test('inside a caller transaction the entry commits or rolls back with it', async ({
    assert,
  }) => {
    const user = await createUser()
    const trx = await db.transaction()
    try {
      await creditPoints(
        { userId: user.id, amount: 30, reference: 'payment:1', idempotencyKey: key('p') },
        'purchase',
        { client: trx }
      )
      assert.equal(await balanceOf(user.id, { client: trx }), 30)
    } finally {
      await trx.rollback()
    }
    assert.equal(await balanceOf(user.id), 0)
    assert.deepEqual(await ledgerSum(user.id), { sum: 0, count: 0 })

    await db.transaction(async (committed) => {
      await creditPoints(
        { userId: user.id, amount: 30, reference: 'payment:2', idempotencyKey: key('p') },
        'purchase',
        { client: committed }
      )
    })
    assert.equal(await balanceOf(user.id), 30)
  })

  test('history pages the user own entries, newest first', async ({ assert }) => {
    const [user, other] = [await createUser(), await createUser()]
    for (let i = 1; i <= 25; i++) {
      await creditPoints(
        { userId: user.id, amount: i, reference: `r${i}`, idempotencyKey: key('h') },
        'adjustment'
      )
    }
    await creditPoints(
      { userId: other.id, amount: 3, reference: 'x', idempotencyKey: key('h') },
      'adjustment'
    )
    const first = await ledgerHistory(user.id, 1)
    assert.equal(first.total, 25)
    assert.equal(first.lastPage, 2)
    assert.lengthOf(first.entries, 20)
    assert.equal(first.entries[0].reference, 'r25')
    assert.equal(first.entries[0].balanceAfter, 325)
    const second = await ledgerHistory(user.id, 2)
    assert.lengthOf(second.entries, 5)
    assert.equal(second.entries[4].reference, 'r1')
  })
})

test.group('Wallet: concurrency', () => {
  test('100 simultaneous spends of 1 against 20: exactly 20 succeed', async ({ assert }) => {
    const user = await createUser()
    await creditPoints(
      { userId: user.id, amount: 20, reference: 'seed', idempotencyKey: key('seed') },
      'adjustment'
    )

    const outcomes = await Promise.allSettled(
      Array.from({ length: 100 }, (_, i) =>
        spendPoints(
          { userId: user.id, amount: 1, reference: `chat:${i}`, idempotencyKey: key(`chat${i}`) },
          'chat'
        )
      )
    )
    const succeeded = outcomes.filter((outcome) => outcome.status === 'fulfilled')
    const refused = outcomes.filter(
      (outcome) =>
        outcome.status === 'rejected' && outcome.reason instanceof InsufficientBalanceError
    )
    assert.lengthOf(succeeded, 20)
    assert.lengthOf(refused, 80)
    assert.equal(await balanceOf(user.id), 0)
    assert.deepEqual(await ledgerSum(user.id), { sum: 0, count: 21 })
    // Every balance_after is distinct: each spend saw the previous one.
    const afters = succeeded.map(
      (outcome) => (outcome as PromiseFulfilledResult<any>).value.balanceAfter
    )
    assert.sameMembers(
      afters,
      Array.from({ length: 20 }, (_, i) => i)
    )
  }).timeout(30_000)

  test('interleaved credits and spends from many clients keep every balance_after exact', async ({
    assert,
  }) => {
    const user = await createUser()
    await creditPoints(
      { userId: user.id, amount: 10, reference: 'seed', idempotencyKey: key('seed') },
      'adjustment'
    )
    await Promise.allSettled(
      Array.from({ length: 60 }, (_, i) =>
        i % 3 === 0
          ? creditPoints(
              { userId: user.id, amount: 2, reference: `c${i}`, idempotencyKey: key('c') },
              'purchase'
            )
          : spendPoints(
              { userId: user.id, amount: 1, reference: `s${i}`, idempotencyKey: key('s') },
              'chat'
            )
      )
    )
    const result = await db.rawQuery(
      'SELECT amount, balance_after FROM ledger_entries WHERE user_id = ? ORDER BY id',
      [user.id]
    )
    const rows = result.rows as { amount: number; balance_after: number }[]
    let running = 0
    for (const row of rows) {
      running += row.amount
      assert.equal(row.balance_after, running)
    }
    assert.equal(await balanceOf(user.id), running)
    const check = await verifyLedger()
    const drift = check.drift.filter((d) => d.userId === user.id)
    assert.deepEqual(drift, [])
  }).timeout(30_000)

  test('the same key sent 10 times at once credits once', async ({ assert }) => {
    const user = await createUser()
    const input = {
      userId: user.id,
      amount: 5,
      reference: 'payment:dup',
      idempotencyKey: key('dup'),
    }
    const results = await Promise.all(
      Array.from({ length: 10 }, () => creditPoints(input, 'purchase'))
    )
    assert.lengthOf(new Set(results.map((result) => result.entryId)), 1)
    assert.equal(results.filter((result) => !result.replayed).length, 1)
    assert.equal(await balanceOf(user.id), 5)
  })
})

test.group('Wallet: the database guards the ledger', () => {
  test('UPDATE, DELETE and TRUNCATE of ledger entries are refused', async ({ assert }) => {
    const user = await createUser()
    const entry = await creditPoints(
      { userId: user.id, amount: 20, reference: 'r', idempotencyKey: key('c') },
      'welcome_bonus'
    )
    for (const sql of [
      'UPDATE ledger_entries SET amount = 2000 WHERE id = ?',
      'DELETE FROM ledger_entries WHERE id = ?',
    ]) {
      await assert.rejects(() => db.rawQuery(sql, [entry.entryId]), /append-only/)
    }
    await assert.rejects(() => db.rawQuery('TRUNCATE ledger_entries CASCADE'), /append-only/)
    assert.deepEqual(await ledgerSum(user.id), { sum: 20, count: 1 })
  })

  // Only a clawback (a refunded payment's spent points) may go below 0: the entries' CHECK
  // guards the projection, which follows them (negative_balance.spec.ts).
  test('a negative balance is refused by the database itself', async ({ assert }) => {
    const user = await createUser()
    await creditPoints(
      { userId: user.id, amount: 1, reference: 'r', idempotencyKey: key('c') },
      'adjustment'
    )
    await assert.rejects(
      () =>
        db.rawQuery(
          `INSERT INTO ledger_entries (user_id, amount, kind, reference, idempotency_key, balance_after, counter_account)
           VALUES (?, -5, 'chat', 'r', ?, -4, 'spent:chat')`,
          [user.id, key('raw')]
        ),
      /ledger_entries_balance_after_check/
    )
  })
})
