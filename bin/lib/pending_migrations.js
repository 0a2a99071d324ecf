/*
| Whether the database lacks a migration of database/migrations, read from
| Lucid's own record (adonis_schema) without booting the app: a start with
| nothing to migrate skips the few seconds `ace migration:run` takes to boot.
*/
import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import pg from 'pg'

const UNDEFINED_TABLE = '42P01'

export async function hasPendingMigrations({ root, databaseUrl, folder = 'database/migrations' }) {
  const names = readdirSync(join(root, folder))
    .filter((file) => /\.(ts|js)$/.test(file) && !file.endsWith('.d.ts'))
    .map((file) => `${folder}/${file.replace(/\.(ts|js)$/, '')}`)
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    const { rows } = await client.query('SELECT name FROM adonis_schema')
    const done = new Set(rows.map((row) => row.name))
    return names.some((name) => !done.has(name))
  } catch (error) {
    if (error.code === UNDEFINED_TABLE) return true
    throw error
  } finally {
    await client.end()
  }
}
