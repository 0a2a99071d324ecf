import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import { seedSmallCatalog } from '#tests/functional/catalog/fixtures'

/*
| Search engines: sitemap.xml lists home, categories,
| models and the legal page in both languages with their alternates, from
| the catalog; robots.txt keeps crawlers out of accounts, wallet, staff, the
| private API and private media, and names the sitemap.
*/
test.group('sitemap.xml and robots.txt', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('the sitemap lists every public page once per language, with alternates', async ({
    client,
    assert,
  }) => {
    const seeded = await seedSmallCatalog()
    const categories = Object.values(seeded.categories)
    const models = Object.values(seeded.models)
    const response = await client.get('/sitemap.xml')
    response.assertStatus(200)
    assert.match(response.header('content-type') ?? '', /^application\/xml/)
    assert.include(response.header('cache-control') ?? '', 'public')
    const xml = response.text()
    assert.match(xml, /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset /)
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]))
    const paths = new Set(locs.map((url) => url.pathname))
    for (const path of ['/', '/categories', '/models', '/legal'])
      assert.isTrue(paths.has(path), path)
    for (const category of categories) assert.isTrue(paths.has(`/categories/${category.slug}`))
    for (const model of models) assert.isTrue(paths.has(`/models/${model.slug}`))
    // Each page twice (es, en), each entry with es, en and x-default alternates.
    // (Other tests' committed rows, if any, are listed too: count what is there.)
    const [{ count: catalogRows }] = await db
      .rawQuery('SELECT (SELECT count(*) FROM categories) + (SELECT count(*) FROM models) AS count')
      .then((result) => result.rows)
    const pages = 4 + Number(catalogRows)
    assert.lengthOf(locs, pages * 2)
    assert.deepEqual(
      new Set(locs.map((url) => url.searchParams.get('lang'))),
      new Set(['es', 'en'])
    )
    assert.lengthOf([...xml.matchAll(/hreflang="x-default"/g)], pages * 2)
    assert.lengthOf([...xml.matchAll(/<lastmod>/g)], Number(catalogRows) * 2)
    assert.notInclude(xml, '/profile')
  })

  test('robots.txt allows the catalog, refuses private paths and names the sitemap', async ({
    client,
    assert,
  }) => {
    const response = await client.get('/robots.txt')
    response.assertStatus(200)
    assert.match(response.header('content-type') ?? '', /^text\/plain/)
    const lines = response.text().split('\n')
    for (const path of [
      '/profile',
      '/payment',
      '/staff/ledger',
      '/api/',
      '/media/private/',
      '/login',
    ]) {
      assert.include(lines, `Disallow: ${path}`)
    }
    assert.notInclude(lines, 'Disallow: /models')
    assert.notInclude(lines, 'Disallow: /')
    assert.isTrue(lines.some((line) => /^Sitemap: https?:\/\/[^/]+\/sitemap\.xml$/.test(line)))
  })

  test('both answer without starting a session (raw HTTP, as a crawler sends it)', async ({
    assert,
  }) => {
    for (const path of ['/sitemap.xml', '/robots.txt']) {
      const response = await fetch(`http://${process.env.HOST}:${process.env.PORT}${path}`, {
        headers: { 'User-Agent': 'Googlebot/2.1' },
      })
      await response.arrayBuffer()
      assert.equal(response.status, 200, path)
      assert.deepEqual(response.headers.getSetCookie(), [], path)
    }
  })
})
