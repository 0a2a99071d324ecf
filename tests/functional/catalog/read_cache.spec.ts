import { spawn } from 'node:child_process'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import db from '@adonisjs/lucid/services/db'
import env from '#start/env'
import pg from 'pg'
import sharp from 'sharp'
import catalogCache, { COUNTER_LAG_SECONDS } from '#catalog/services/cache/catalog_cache'
import { pageMemo } from '#core/http/page_memo'

/*
| The catalog read cache against committed writes, so no global
| transaction here: every row is removed after each test. A notification
| arrives within milliseconds of the commit; each wait below is far
| shorter than the counters' TTL, so only the NOTIFY path can pass them.
*/

const SLUG = 'cache-probe'
const NOTIFY_WAIT_MS = 3000

async function search(client: any, q: string) {
  const response = await client.get(`/models?q=${q}`).withInertia().withRawCookie('lang', 'en')
  response.assertStatus(200)
  return (response.inertiaProps as any).models.items as Array<{ slug: string; name: string }>
}

/** Repeats `read` until `done` holds, or fails after NOTIFY_WAIT_MS. */
async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean) {
  const deadline = Date.now() + NOTIFY_WAIT_MS
  let value = await read()
  while (!done(value)) {
    if (Date.now() > deadline) throw new Error(`still stale: ${JSON.stringify(value)}`)
    await new Promise((resolve) => setTimeout(resolve, 25))
    value = await read()
  }
  return value
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** A connection of its own, as another process would have. */
async function otherConnection() {
  const other = new pg.Client({ connectionString: env.get('DATABASE_URL') })
  await other.connect()
  return other
}

async function insertModel(client: pg.Client, name: string) {
  await client.query(
    `INSERT INTO models (slug, category_id, name_en, name_es, age, rating)
     VALUES ($1::text, (SELECT id FROM categories WHERE slug = $1::text), $2, $2, 30, 4)`,
    [SLUG, name]
  )
}

test.group('Catalog read cache', (group) => {
  group.each.setup(async () => {
    await db.rawQuery(
      `INSERT INTO categories (slug, name_en, name_es) VALUES (?, 'Probe', 'Sonda')`,
      [SLUG]
    )
    return async () => {
      await db.rawQuery(
        'DELETE FROM model_images WHERE model_id IN (SELECT id FROM models WHERE slug LIKE ?)',
        [`${SLUG}%`]
      )
      await db.rawQuery('DELETE FROM models WHERE slug LIKE ?', [`${SLUG}%`])
      await db.rawQuery('DELETE FROM categories WHERE slug LIKE ?', [`${SLUG}%`])
    }
  })

  test('the listener is up, so catalog reads are cached', async ({ client, assert }) => {
    assert.isTrue(catalogCache.enabled)
    // The group's own setup write notifies too; once that has arrived, a read stays cached.
    const size = await eventually(
      async () => {
        await search(client, 'quokka')
        return catalogCache.size
      },
      (entries) => entries > 0
    )
    assert.isAbove(size, 0)
  })

  test('a write committed on another connection shows on the next read (NOTIFY)', async ({
    client,
    assert,
  }) => {
    assert.deepEqual(await search(client, 'quokka'), [])
    const other = await otherConnection()
    try {
      await insertModel(other, 'Quokka')
    } finally {
      await other.end()
    }
    const items = await eventually(
      () => search(client, 'quokka'),
      (found) => found.length === 1
    )
    assert.equal(items[0].name, 'Quokka')

    // An edit of a shown text too, well inside the counters' TTL.
    assert.isBelow(NOTIFY_WAIT_MS, COUNTER_LAG_SECONDS * 1000)
    await db.rawQuery(`UPDATE models SET name_en = 'Quokka Two' WHERE slug = ?`, [SLUG])
    await eventually(
      () => search(client, 'quokka'),
      (found) => found[0]?.name === 'Quokka Two'
    )
  })

  test('the memoised bodies (JSON and server-rendered HTML) show a write on the next read', async ({
    client,
    assert,
  }) => {
    const html = async () => {
      const response = await client.get('/models?q=quokka').withRawCookie('lang', 'en')
      response.assertStatus(200)
      return response.text()
    }
    const other = await otherConnection()
    try {
      await insertModel(other, 'Quokka')
      await eventually(html, (page) => page.includes('Quokka'))
      await pause(300)
      // Both bodies memoised now; then a write from another connection.
      assert.include(await html(), 'Quokka')
      const [found] = await search(client, 'quokka')
      assert.equal(found?.name, 'Quokka')
      assert.isAbove(pageMemo.size, 0)
      await other.query(`UPDATE models SET name_en = 'Quokka Three' WHERE slug = $1`, [SLUG])
    } finally {
      await other.end()
    }
    await eventually(html, (page) => page.includes('Quokka Three'))
    await eventually(
      () => search(client, 'quokka'),
      (found) => found[0]?.name === 'Quokka Three'
    )
  })

  test('a rolled-back write and a visit count change keep the cache', async ({
    client,
    assert,
  }) => {
    const other = await otherConnection()
    try {
      await insertModel(other, 'Quokka')
      await eventually(
        () => search(client, 'quokka'),
        (found) => found.length === 1
      )
      // The insert's own notification may still be on its way: let it land, then read again.
      await pause(300)
      await search(client, 'quokka')
      assert.isAbove(catalogCache.size, 0)
      await other.query('BEGIN')
      await other.query(`UPDATE models SET name_en = 'Never' WHERE slug = $1`, [SLUG])
      await other.query('ROLLBACK')
      await other.query('UPDATE models SET visit_count = visit_count + 1 WHERE slug = $1', [SLUG])
      await pause(300)
      // Nothing was dropped: the entry read before is still there.
      assert.isAbove(catalogCache.size, 0)
      const [still] = await search(client, 'quokka')
      assert.equal(still.name, 'Quokka')
    } finally {
      await other.end()
    }
  })

  test('a catalog:import run by another process shows on the next read', async ({
    client,
    assert,
  }) => {
    assert.deepEqual(await search(client, 'wombat'), [])
    const folder = await mkdtemp(join(tmpdir(), 'velvet-cache-import-'))
    try {
      await sharp({ create: { width: 40, height: 52, channels: 3, background: '#3355aa' } })
        .jpeg()
        .toFile(join(folder, 'one.jpg'))
      const catalog = {
        categories: [],
        models: [
          {
            slug: `${SLUG}-wombat`,
            category: SLUG,
            name: { en: 'Wombat', es: 'Wombat' },
            description: { en: 'Digs.', es: 'Cava.' },
            age: 30,
            rating: 4,
            images: ['one.jpg'],
          },
        ],
      }
      await writeFile(join(folder, 'catalog.json'), JSON.stringify(catalog))
      await runAce(['catalog:import', join(folder, 'catalog.json')], folder)
      const items = await eventually(
        () => search(client, 'wombat'),
        (found) => found.length === 1
      )
      assert.equal(items[0].slug, `${SLUG}-wombat`)
    } finally {
      await rm(folder, { recursive: true, force: true })
    }
  }).timeout(60_000)
})

function runAce(args: string[], driveRoot: string) {
  return new Promise<void>((resolve, reject) => {
    const child = spawn(process.execPath, ['ace.js', ...args], {
      cwd: app.makePath(),
      env: { ...process.env, DRIVE_ROOT: join(driveRoot, 'media'), LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'ignore', 'inherit'],
    })
    child.on('error', reject)
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`ace: ${code}`))))
  })
}
