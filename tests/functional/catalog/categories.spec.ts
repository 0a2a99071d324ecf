import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import testUtils from '@adonisjs/core/services/test_utils'
import CatalogReads from '#catalog/queries/catalog_reads'
import {
  seedMany,
  seedSmallCatalog,
  slugs,
  propsOf,
  textOf,
} from '#tests/functional/catalog/fixtures'

class FailingCatalog extends CatalogReads {
  async categories(): Promise<never> {
    throw new Error('database unavailable')
  }
  async category(): Promise<never> {
    throw new Error('database unavailable')
  }
}

test.group('Categories list (/categories)', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('every category with its model count, most popular first', async ({ client, assert }) => {
    await seedSmallCatalog()
    const response = await client.get('/categories').withInertia().withRawCookie('lang', 'es')
    response.assertStatus(200)
    response.assertInertiaComponent('catalog/categories')
    const props = response.inertiaProps as any
    assert.deepEqual(slugs(props.categories), ['gothic', 'romantic', 'artists', 'empty'])
    assert.containsSubset(props.categories[0], {
      slug: 'gothic',
      name: 'Estética gótica',
      description: 'Velas y humor negro.',
      rating: 4.1,
      popularity: 80,
      modelCount: 3,
    })
    assert.match(props.categories[0].image.src, /^\/media\/catalog\/categories\/.+-800\.webp$/)
    assert.deepEqual(props.filters, { q: '', sort: 'popularity', view: 'grid' })
  })

  test('sort by name (in the visitor language) or by number of models', async ({
    client,
    assert,
  }) => {
    await seedSmallCatalog()
    const order = async (query: string, lang: string) => {
      const props = await propsOf(
        client.get(`/categories${query}`).withInertia().withRawCookie('lang', lang)
      )
      return slugs(props.categories)
    }
    assert.deepEqual(await order('?sort=name', 'en'), ['artists', 'gothic', 'romantic', 'empty'])
    assert.deepEqual(await order('?sort=name', 'es'), ['romantic', 'artists', 'gothic', 'empty'])
    assert.deepEqual(await order('?sort=models', 'en'), ['gothic', 'romantic', 'artists', 'empty'])
  })

  test('text search in either language, accent-insensitive; the view is kept', async ({
    client,
    assert,
  }) => {
    await seedSmallCatalog()
    const search = async (q: string) => {
      const response = await client
        .get(`/categories?view=list&q=${encodeURIComponent(q)}`)
        .withInertia()
      const props = response.inertiaProps as any
      assert.equal(props.filters.view, 'list')
      return slugs(props.categories)
    }
    assert.deepEqual(await search('gotica'), ['gothic'])
    assert.deepEqual(await search('ROMANTIC'), ['romantic'])
    assert.deepEqual(await search('jardin'), ['empty'])
    assert.deepEqual(await search('nothing like this'), [])
  })

  test('bad sort or view values fall back and are reported', async ({ client, assert }) => {
    await seedSmallCatalog()
    const response = await client.get('/categories?sort=1;drop&view=cards').withInertia()
    const props = response.inertiaProps as any
    assert.deepEqual(props.filters, { q: '', sort: 'popularity', view: 'grid' })
    assert.sameMembers(props.adjusted, ['sort', 'view'])
  })

  test('a failed load answers 503 with the page and its retry state', async ({
    client,
    assert,
    cleanup,
  }) => {
    app.container.swap(CatalogReads, () => new FailingCatalog())
    cleanup(() => app.container.restore(CatalogReads))
    const response = await client.get('/categories').withInertia()
    response.assertStatus(503)
    assert.containsSubset(response.inertiaProps, { loadError: true, categories: [] })
  })
})

test.group('Category detail (/categories/:slug)', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('the category and its models, most visited first', async ({ client, assert }) => {
    const { categories } = await seedSmallCatalog()
    const response = await client
      .get('/categories/gothic')
      .withInertia()
      .withRawCookie('lang', 'en')
    response.assertStatus(200)
    response.assertInertiaComponent('catalog/category')
    const props = response.inertiaProps as any
    assert.containsSubset(props, {
      category: {
        id: Number(categories.gothic.id),
        slug: 'gothic',
        name: 'Gothic style',
        modelCount: 3,
      },
      models: { page: 1, perPage: 20, total: 3, lastPage: 1 },
      filters: { q: '', sort: 'popularity', page: 1 },
      loadError: false,
    })
    assert.deepEqual(slugs(props.models.items), ['beatriz', 'angel', 'olga'])
  })

  test('sort by popularity, name, rating or newest', async ({ client, assert }) => {
    await seedSmallCatalog()
    const order = async (sort: string) => {
      const props = await propsOf(client.get(`/categories/gothic?sort=${sort}`).withInertia())
      return slugs(props.models.items)
    }
    assert.deepEqual(await order('popularity'), ['beatriz', 'angel', 'olga'])
    assert.deepEqual(await order('name'), ['angel', 'beatriz', 'olga'])
    assert.deepEqual(await order('rating'), ['beatriz', 'angel', 'olga'])
    assert.deepEqual(await order('newest'), ['olga', 'beatriz', 'angel'])
  })

  test('search within the category', async ({ client, assert }) => {
    await seedSmallCatalog()
    const response = await client.get('/categories/gothic?q=fantasmas').withInertia()
    assert.deepEqual(slugs((response.inertiaProps as any).models.items), ['angel'])
    const elsewhere = await client.get('/categories/gothic?q=flamenco').withInertia()
    assert.equal((elsewhere.inertiaProps as any).models.total, 0)
  })

  test('20 per page with previous/next; a page past the end shows the last', async ({
    client,
    assert,
  }) => {
    const { categories } = await seedSmallCatalog()
    await seedMany(categories.gothic.id, 22)
    const first = await propsOf(client.get('/categories/gothic').withInertia())
    assert.containsSubset(first.models, { page: 1, perPage: 20, total: 25, lastPage: 2 })
    assert.lengthOf(first.models.items, 20)
    const second = await propsOf(client.get('/categories/gothic?page=2').withInertia())
    assert.lengthOf(second.models.items, 5)
    const past = await propsOf(client.get('/categories/gothic?page=40').withInertia())
    assert.equal(past.models.page, 2)
    assert.deepEqual(past.adjusted, ['page'])

    const html = await textOf(client.get('/categories/gothic').withRawCookie('lang', 'en'))
    assert.include(html, 'Page 1 of 2')
    assert.include(html, 'href="/categories/gothic?page=2"')
  })

  test('a missing slug or "undefined" gives the invalid-category-ID page (400)', async ({
    client,
    assert,
  }) => {
    for (const path of ['/categories/undefined', '/categories/null', '/categories/%20']) {
      const response = await client.get(path).withInertia()
      response.assertStatus(400)
      response.assertInertiaComponent('catalog/invalid_category')
    }
    const html = await client.get('/categories/undefined').withRawCookie('lang', 'en')
    assert.include(html.text(), 'Invalid Category ID')
    const es = await client.get('/categories/undefined').withRawCookie('lang', 'es')
    assert.include(es.text(), 'ID de categoría no válido')
  })

  test('an unknown or odd slug gives the not-found page with 404', async ({ client, assert }) => {
    await seedSmallCatalog()
    for (const path of [
      '/categories/no-such-category',
      '/categories/%E2%9C%93',
      '/categories/..%2F..%2Fetc',
      `/categories/${'a'.repeat(500)}`,
      "/categories/gothic'--",
    ]) {
      const response = await client.get(path).withRawCookie('lang', 'en')
      response.assertStatus(404)
      assert.include(response.text(), 'data-testid="not-found"', path)
    }
    const inertia = await client.get('/categories/nope').withInertia()
    inertia.assertInertiaComponent('core/errors/not_found')
  })

  test('a failed load offers retry and back (503, loadError)', async ({
    client,
    assert,
    cleanup,
  }) => {
    app.container.swap(CatalogReads, () => new FailingCatalog())
    cleanup(() => app.container.restore(CatalogReads))
    const response = await client.get('/categories/gothic').withRawCookie('lang', 'en')
    response.assertStatus(503)
    assert.include(response.text(), 'Error Loading Category')
    assert.include(response.text(), 'Try again')
    assert.include(response.text(), 'href="/categories"')
  })
})
