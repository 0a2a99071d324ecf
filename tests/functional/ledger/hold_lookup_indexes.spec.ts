import { test } from '@japa/runner'
import { randomUUID } from 'node:crypto'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import { creditPoints } from '#ledger/actions/credit_points'
import { holdPoints } from '#ledger/actions/hold_points'
import { captureHold } from '#ledger/actions/capture_hold'
import { releaseHold } from '#ledger/actions/release_hold'
import { createUser } from '#tests/helpers/users'

/**
 * Entries each index of ledger_entries returned in this transaction so far
 * (pg_stat_get_xact_tuples_returned counts the current transaction's own).
 */
async function entriesReadByIndex() {
  const result = await db.rawQuery(
    `SELECT c.relname AS name, pg_stat_get_xact_tuples_returned(i.indexrelid) AS count
     FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid
     WHERE i.indrelid = 'ledger_entries'::regclass`
  )
  return Object.fromEntries(
    result.rows.map((row: { name: string; count: string }) => [row.name, Number(row.count)])
  )
}

async function holdsOf(userId: number, count: number) {
  const keys: string[] = []
  for (let i = 0; i < count; i++) {
    const key = `lookup:${randomUUID()}`
    await holdPoints({ userId, amount: 1, purpose: 'chat', reference: 'r', idempotencyKey: key })
    keys.push(key)
  }
  return keys
}

/**
 * A hold named by its key is found through the key's unique index, never by
 * filtering every hold in ledger_entries_holds (the plan the planner
 * chose on a young table: every capture read every hold ever made; migration
 * 1700000019500). Both ways a hold is settled by key are checked: captureHold
 * and releaseHold, each locking the balance with the hold's read.
 */
test.group('Wallet: holds found by key use the key index', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('capture and release by key read one entry, not every hold', async ({ assert }) => {
    const user = await createUser()
    await creditPoints(
      { userId: user.id, amount: 100, reference: 'r', idempotencyKey: `c:${randomUUID()}` },
      'welcome_bonus'
    )
    const keys = await holdsOf(user.id, 40)
    const before = await entriesReadByIndex()
    const [first, second, third, fourth] = keys
    await captureHold(first)
    await releaseHold(second)
    await captureHold(third)
    await releaseHold(fourth)
    const after = await entriesReadByIndex()
    // A release's trigger reads its hold by (user_id, id) there: one entry, not the user's 40 holds.
    const holdsRead = (after.ledger_entries_holds ?? 0) - (before.ledger_entries_holds ?? 0)
    assert.isAtMost(holdsRead, 4)
    const byKey = Object.keys(after).find((name) => name.includes('idempotency_key'))
    assert.isDefined(byKey)
    assert.isAtLeast(after[byKey!] - (before[byKey!] ?? 0), 4)

    const settled = await db.rawQuery(
      `SELECT e.idempotency_key AS key, s.outcome FROM ledger_hold_settlements s
       JOIN ledger_entries e ON e.id = s.hold_entry_id WHERE e.idempotency_key = ANY(?)`,
      [[first, second, third, fourth]]
    )
    const outcomes = Object.fromEntries(settled.rows.map((row: any) => [row.key, row.outcome]))
    assert.deepEqual(outcomes, {
      [first]: 'captured',
      [second]: 'released',
      [third]: 'captured',
      [fourth]: 'released',
    })
  })

  test('a key that names another kind of movement is no hold', async ({ assert }) => {
    const user = await createUser()
    const key = `c:${randomUUID()}`
    await creditPoints(
      { userId: user.id, amount: 5, reference: 'r', idempotencyKey: key },
      'welcome_bonus'
    )
    await assert.rejects(() => captureHold(key), /not found/)
    await assert.rejects(() => releaseHold(key), /not found/)
  })
})
