import { readdirSync } from 'node:fs'
import app from '@adonisjs/core/services/app'
import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import {
  sqlFunction,
  sqlFunctionNames,
  sqlFunctionVersion,
  type SqlFunctionPins,
} from '#database/sql/sql_functions'

/*
| Every SQL function of the app has one current file, the migrated
| database runs exactly that body, and a migration pins the file's version,
| so a database migrated before an edit gets it too. An edited file without
| a migration that applies it, or a function created without a file, fails
| here.
*/

/** Every version of each function some migration applies. */
async function pinnedVersions() {
  const folder = app.makePath('database/migrations')
  const pinned = new Map<string, Set<string>>()
  for (const file of readdirSync(folder).filter((name) => /\.(ts|js)$/.test(name))) {
    const migration = await import(app.makeURL(`database/migrations/${file}`).href)
    const pins: SqlFunctionPins = migration.default.sqlFunctions ?? {}
    for (const [name, version] of Object.entries(pins)) {
      pinned.set(name, (pinned.get(name) ?? new Set()).add(version))
    }
  }
  return pinned
}
const definitions = () =>
  db.rawQuery<{ rows: { name: string; definition: string }[] }>(
    `SELECT p.proname AS name, pg_get_functiondef(p.oid) AS definition
     FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
     WHERE n.nspname = 'public'
       AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.objid = p.oid AND d.deptype = 'e')
     ORDER BY p.proname`
  )

test.group('SQL functions: one current file each, as migrated', () => {
  test('the migrated database has a file for each function, and no file without one', async ({
    assert,
  }) => {
    const { rows } = await definitions()
    assert.deepEqual(
      rows.map((row) => row.name),
      sqlFunctionNames()
    )
  })

  test('a migration pins the version of every file', async ({ assert }) => {
    const pinned = await pinnedVersions()
    for (const name of sqlFunctionNames()) {
      assert.isTrue(
        pinned.get(name)?.has(sqlFunctionVersion(name)) ?? false,
        `${name}.sql at version ${sqlFunctionVersion(name)}: add a migration that applies it`
      )
    }
  })

  test('each function runs the body of its file', async ({ assert }) => {
    const { rows } = await definitions()
    for (const row of rows) {
      assert.equal(row.definition.trimEnd(), sqlFunction(row.name).trimEnd(), row.name)
    }
  })
})
