import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { test } from '@japa/runner'
import env from '#start/env'
// @ts-expect-error the launcher's own helper (plain JS, no types)
import { hasPendingMigrations } from '../../../bin/lib/pending_migrations.js'

/*
| `npm start` skips booting `ace migration:run` when Lucid's record
| (adonis_schema) holds every file of database/migrations: read against the
| test database, which the suite migrated.
*/
test.group('npm start: pending migrations read from Lucid’s record', (group) => {
  const root = process.cwd()
  const databaseUrl = env.get('DATABASE_URL') ?? ''
  let other: string
  group.setup(() => {
    other = mkdtempSync(join(tmpdir(), 'velvet-migrations-'))
    return () => rmSync(other, { recursive: true, force: true })
  })

  test('none pending on the migrated database', async ({ assert }) => {
    assert.isFalse(await hasPendingMigrations({ root, databaseUrl }))
  })

  test('a migration file the record lacks is pending', async ({ assert }) => {
    const folder = join(other, 'database', 'migrations')
    rmSync(folder, { recursive: true, force: true })
    mkdirSync(folder, { recursive: true })
    for (const file of readdirSync(join(root, 'database', 'migrations'))) {
      copyFileSync(join(root, 'database', 'migrations', file), join(folder, file))
    }
    assert.isFalse(await hasPendingMigrations({ root: other, databaseUrl }), 'the same files')
    copyFileSync(
      join(root, 'database', 'migrations', readdirSync(folder)[0]),
      join(folder, '9999999999999_not_run_yet.ts')
    )
    assert.isTrue(await hasPendingMigrations({ root: other, databaseUrl }))
  })

  test('a database without the record has everything pending', async ({ assert }) => {
    const url = new URL(databaseUrl)
    url.searchParams.set('options', '-c search_path=no_such_schema')
    assert.isTrue(await hasPendingMigrations({ root, databaseUrl: url.toString() }))
  })
})
