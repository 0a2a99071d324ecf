import { test } from '@japa/runner'
import { randomUUID } from 'node:crypto'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import { creditPoints } from '#ledger/actions/credit_points'
import { holdPoints } from '#ledger/actions/hold_points'
import { releaseHold } from '#ledger/actions/release_hold'
import { historyStatements } from '#ledger/queries/ledger_history'
import { createUser } from '#tests/helpers/users'

type PlanNode = { 'Node Type': string; 'Relation Name'?: string; 'Plans'?: PlanNode[] }

const nodes = (plan: PlanNode): PlanNode[] => [plan, ...(plan.Plans ?? []).flatMap(nodes)]

/**
 * The user's transactions, one page and its count, read through indexes:
 * with sequential scans priced out, no table of the
 * statements is still read whole (as tests/functional/catalog/indexes.spec.ts).
 */
test.group('Transactions history: indexes (EXPLAIN)', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('the page of lines and its count use indexes only', async ({ assert }) => {
    const user = await createUser()
    await creditPoints(
      { userId: user.id, amount: 5, reference: 'r', idempotencyKey: `c:${randomUUID()}` },
      'welcome_bonus'
    )
    const hold = await holdPoints({
      userId: user.id,
      amount: 1,
      purpose: 'chat',
      reference: 'r',
      idempotencyKey: `h:${randomUUID()}`,
    })
    await releaseHold(hold.holdId)
    await db.rawQuery('ANALYZE ledger_entries')
    await db.rawQuery('ANALYZE ledger_hold_settlements')

    const { count, lines } = historyStatements(user.id, 2, 20)
    for (const [name, statement] of Object.entries({ count, lines })) {
      await db.rawQuery('SET LOCAL enable_seqscan = off')
      const result = await db.rawQuery(`EXPLAIN (FORMAT JSON) ${statement.sql}`, statement.bindings)
      const plan = nodes(result.rows[0]['QUERY PLAN'][0].Plan)
      const reads = plan.filter((node) => node['Relation Name'])
      assert.isNotEmpty(reads, name)
      for (const node of reads) {
        assert.notEqual(node['Node Type'], 'Seq Scan', `${name}: ${node['Relation Name']}`)
      }
    }
  })
})
