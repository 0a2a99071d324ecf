import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import testUtils from '@adonisjs/core/services/test_utils'
import app from '@adonisjs/core/services/app'
import type { DatabaseConfig } from '@adonisjs/lucid/types/database'
import Category from '#catalog/models/category'
import { pgTypes } from '#core/db/pg_types'
import { replicaConnectionConfig } from '#core/db/replica_set'
import { startReplicaPair, type ReplicaPair } from '#tests/helpers/replica_cluster'

async function twoCategories() {
  const made = await Category.createMany([
    { slug: 'int8-one', nameEn: 'One', nameEs: 'Uno', popularity: 7, source: 'demo' },
    { slug: 'int8-two', nameEn: 'Two', nameEs: 'Dos', popularity: 5, source: 'demo' },
  ])
  return made.map((category) => category.id)
}

test.group('int8 from the driver', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('COUNT(*), a bigint column and SUM(int) are numbers through the query builder', async ({
    assert,
  }) => {
    const ids = await twoCategories()
    const [totals] = await db
      .from('categories')
      .whereIn('id', ids)
      .count('* as rows')
      .sum('popularity as popularity')
      .max('id as lastId')
    assert.deepEqual(totals, { rows: 2, popularity: 12, lastId: Math.max(...ids) })
    const rows = await db.from('categories').whereIn('id', ids).orderBy('id').select('id')
    assert.deepEqual(
      rows.map((row) => row.id),
      [...ids].sort((a, b) => a - b)
    )
  })

  test('the same through a raw query, inside a transaction too', async ({ assert }) => {
    const ids = await twoCategories()
    const sql = `SELECT COUNT(*) AS rows, SUM(popularity) AS popularity, MIN(id) AS first_id
                   FROM categories WHERE id = ANY(?)`
    const { rows } = await db.rawQuery(sql, [ids])
    assert.deepEqual(rows[0], { rows: 2, popularity: 12, first_id: Math.min(...ids) })
    const inTransaction = await db.transaction((trx) => trx.rawQuery(sql, [ids]))
    assert.deepEqual(inTransaction.rows[0], rows[0])
  })

  test('a model reads its bigint id as a number', async ({ assert }) => {
    const [id] = await twoCategories()
    const category = await Category.findOrFail(id)
    assert.strictEqual(category.id, id)
    assert.isNumber(category.id)
    const found = await Category.query().where('slug', 'int8-two').firstOrFail()
    assert.isNumber(found.id)
  })

  test('the largest safe integer comes back exact; one past it throws instead of rounding', async ({
    assert,
  }) => {
    const { rows } = await db.rawQuery(
      'SELECT 9007199254740991::int8 AS top, -9007199254740991::int8 AS bottom'
    )
    assert.deepEqual(rows[0], { top: Number.MAX_SAFE_INTEGER, bottom: -Number.MAX_SAFE_INTEGER })
    await assert.rejects(
      () => db.rawQuery('SELECT 9007199254740993::int8 AS past'),
      /int8 value 9007199254740993 is beyond Number\.MAX_SAFE_INTEGER/
    )
    await assert.rejects(
      () => db.query().select(db.raw('-9007199254740993::int8 AS past')),
      /int8 value -9007199254740993/
    )
    // The pool stays usable after the refusal.
    const after = await db.rawQuery('SELECT COUNT(*) AS n FROM (VALUES (1)) AS v(x)')
    assert.strictEqual(after.rows[0].n, 1)
  })

  test('an int8 array (array_agg of ids) is an array of numbers, nulls and nesting kept', async ({
    assert,
  }) => {
    const ids = await twoCategories()
    const { rows } = await db.rawQuery(
      `SELECT array_agg(id ORDER BY id) AS ids, '{}'::int8[] AS none,
              '{{1,NULL},{3,9007199254740991}}'::int8[] AS nested
         FROM categories WHERE id = ANY(?)`,
      [ids]
    )
    assert.deepEqual(rows[0], {
      ids: [...ids].sort((a, b) => a - b),
      none: [],
      nested: [
        [1, null],
        [3, Number.MAX_SAFE_INTEGER],
      ],
    })
    await assert.rejects(
      () => db.rawQuery(`SELECT '{9007199254740993}'::int8[] AS past`),
      /int8 value 9007199254740993/
    )
  })

  test('numeric stays a string: money, and SUM of a bigint, which PostgreSQL returns as numeric', async ({
    assert,
  }) => {
    const { rows } = await db.rawQuery(
      'SELECT 12.50::numeric AS price, SUM(x) AS total FROM (VALUES (1::int8)) AS v(x)'
    )
    assert.deepEqual(rows[0], { price: '12.50', total: '1' })
  })
})

test.group('int8 from the driver on the replicas', (group) => {
  let pair: ReplicaPair
  const name = 'int8_replica_probe'

  group.setup(async () => {
    pair = await startReplicaPair({ prepare: async () => {} })
    db.manager.add(name, replicaConnectionConfig(pair.replicaUrl, 2, 1))
    return async () => {
      await db.manager.release(name)
      await pair.stop()
    }
  })

  test('every configured connection carries the parser', ({ assert }) => {
    const { connections } = app.config.get<DatabaseConfig>('database')
    for (const [connection, config] of Object.entries(connections)) {
      assert.strictEqual((config.connection as { types?: unknown }).types, pgTypes, connection)
    }
  })

  test('a replica connection, on a streaming replica, reads int8 as a number too', async ({
    assert,
  }) => {
    const { rows } = await db.connection(name).rawQuery(
      `SELECT COUNT(*) AS n, 9007199254740991::int8 AS top, pg_is_in_recovery() AS standby
         FROM (VALUES (1), (2)) AS v(x)`
    )
    assert.deepEqual(rows[0], { n: 2, top: Number.MAX_SAFE_INTEGER, standby: true })
    await assert.rejects(
      () => db.connection(name).rawQuery('SELECT 9007199254740993::int8 AS past'),
      /int8 value 9007199254740993 is beyond Number\.MAX_SAFE_INTEGER/
    )
  }).timeout(30_000)
})
