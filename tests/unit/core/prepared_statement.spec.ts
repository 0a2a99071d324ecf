import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { preparedQuery } from '#core/db/prepared_statement'

/*
| A hot statement runs prepared under its name (app/core/db/prepared_statement.ts),
| through Lucid's and knex's public options: the connection keeps it, the
| next run sends only the parameters and answers as a plain raw query.
*/
test.group('Prepared statements', () => {
  test('the connection keeps the statement under its name and answers each run', async ({
    assert,
  }) => {
    const sql = 'SELECT ?::integer + 1 AS next'
    await db.transaction(async (trx) => {
      const first = await preparedQuery('test_prepared_next', sql, [1], trx)
      const second = await preparedQuery('test_prepared_next', sql, [41], trx)
      assert.equal(first.rows[0].next, 2)
      assert.equal(second.rows[0].next, 42)
      const kept = await trx.rawQuery(
        'SELECT statement FROM pg_prepared_statements WHERE name = ?',
        ['test_prepared_next']
      )
      assert.lengthOf(kept.rows, 1)
      assert.include(kept.rows[0].statement, '$1::integer + 1')
    })
  })

  test('a failed run leaves the statement usable', async ({ assert }) => {
    const sql = 'SELECT 10 / ?::integer AS share'
    await assert.rejects(() => preparedQuery('test_prepared_share', sql, [0]), /division by zero/)
    const result = await preparedQuery('test_prepared_share', sql, [5])
    assert.equal(result.rows[0].share, 2)
  })
})
