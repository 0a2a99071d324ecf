import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import CatalogModel from '#catalog/models/catalog_model'
import { seedMany, seedSmallCatalog, slugs } from '#tests/functional/catalog/fixtures'

async function list(client: any, query: string, lang = 'en') {
  const response = await client.get(`/models${query}`).withInertia().withRawCookie('lang', lang)
  response.assertStatus(200)
  response.assertInertiaComponent('catalog/models')
  return response.inertiaProps as any
}

async function items(client: any, query: string) {
  const props = await list(client, query)
  return props.models.items
}

test.group('Models list (/models)', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('props: a page of cards, the categories to filter by, the filters and totals', async ({
    client,
    assert,
  }) => {
    const { categories } = await seedSmallCatalog()
    const props = await list(client, '')
    assert.containsSubset(props, {
      filters: {
        q: '',
        category: null,
        ageMin: 18,
        ageMax: 50,
        minRating: null,
        sort: 'visits',
        order: 'desc',
        page: 1,
      },
      adjusted: [],
      loadError: false,
      models: { page: 1, perPage: 12, total: 6, lastPage: 1 },
    })
    assert.deepEqual(
      props.categories.map((c: any) => c.slug),
      ['artists', 'gothic', 'romantic', 'empty']
    )
    const zoe = props.models.items[0]
    assert.containsSubset(zoe, {
      slug: 'zoe',
      name: 'Zoe',
      description: 'Paints murals with her friends.',
      age: 22,
      rating: 4.5,
      visitCount: 12000,
      category: { id: Number(categories.artists.id), slug: 'artists', name: 'Artists' },
    })
    assert.match(zoe.image.src, /^\/media\/catalog\/models\/model-\d+-0{16}-640\.webp$/)
    assert.include(zoe.image.srcSet, '-320.webp 320w')
    assert.include(zoe.image.srcSet, '-960.webp 960w')
  })

  test('texts and category names follow the language', async ({ client, assert }) => {
    await seedSmallCatalog()
    const props = await list(client, '?q=praga', 'es')
    assert.deepEqual(slugs(props.models.items), ['beatriz'])
    assert.equal(props.models.items[0].description, 'Una violonchelista que vive en Praga.')
    assert.equal(props.models.items[0].category.name, 'Estética gótica')
    assert.include(
      props.categories.map((c: any) => c.name),
      'Jardín zen'
    )
  })

  test('search: name or description, in either language, ignoring accents and case', async ({
    client,
    assert,
  }) => {
    await seedSmallCatalog()
    const search = async (q: string) => slugs(await items(client, `?q=${encodeURIComponent(q)}`))
    assert.deepEqual(await search('lucia'), ['lucia'])
    assert.deepEqual(await search('ÁNGEL'), ['angel'])
    assert.deepEqual(await search('angel'), ['angel'])
    assert.deepEqual(await search('fantasmas'), ['angel'], 'Spanish description')
    assert.deepEqual(await search('ghost stories'), ['angel'], 'English description')
    assert.deepEqual(await search('violonchelista'), ['beatriz'])
    assert.deepEqual(await search('nobody-at-all'), [])
    assert.deepEqual(await search('100%'), [], 'a % is a character, not a wildcard')
  })

  test('category filter by slug; an unknown category is dropped and reported', async ({
    client,
    assert,
  }) => {
    await seedSmallCatalog()
    const gothic = await list(client, '?category=gothic')
    assert.deepEqual(slugs(gothic.models.items), ['beatriz', 'angel', 'olga'])
    const unknown = await list(client, '?category=nope')
    assert.equal(unknown.models.total, 0)
    assert.deepEqual(unknown.adjusted, ['category'])
  })

  test('age range: both ends inclusive, 50 reads as 50 and over', async ({ client, assert }) => {
    await seedSmallCatalog()
    const young = await list(client, '?ageMin=22&ageMax=27&sort=age')
    assert.deepEqual(slugs(young.models.items), ['zoe', 'lucia'])
    const older = await list(client, '?ageMin=45&sort=age')
    assert.deepEqual(slugs(older.models.items), ['beatriz', 'marta', 'olga'])
    const clamped = await list(client, '?ageMin=10&ageMax=200')
    assert.equal(clamped.models.total, 6)
    assert.include(clamped.filters, { ageMin: 18, ageMax: 50 })
    assert.sameMembers(clamped.adjusted, ['ageMin', 'ageMax'])
  })

  test('minimum rating: 3.0, 3.5, 4.0 and 4.5', async ({ client, assert }) => {
    await seedSmallCatalog()
    const total = async (rating: string) => {
      const props = await list(client, `?rating=${rating}`)
      return props.models.total
    }
    assert.equal(await total('3.0'), 6)
    assert.equal(await total('3.5'), 4)
    assert.equal(await total('4.0'), 3)
    assert.equal(await total('4.5'), 2)
    const bad = await list(client, '?rating=abc')
    assert.equal(bad.models.total, 6)
    assert.deepEqual(bad.adjusted, ['rating'])
  })

  test('sort by visits, rating, age or name, ascending and descending', async ({
    client,
    assert,
  }) => {
    await seedSmallCatalog()
    const order = async (query: string) => slugs(await items(client, query))
    const byVisits = ['zoe', 'lucia', 'beatriz', 'angel', 'marta', 'olga']
    assert.deepEqual(await order('?sort=visits'), byVisits)
    assert.deepEqual(await order('?sort=visits&order=asc'), [...byVisits].reverse())
    const byRating = ['lucia', 'zoe', 'marta', 'beatriz', 'angel', 'olga']
    assert.deepEqual(await order('?sort=rating'), byRating)
    assert.deepEqual(await order('?sort=rating&order=asc'), [...byRating].reverse())
    const byAge = ['zoe', 'lucia', 'angel', 'beatriz', 'marta', 'olga']
    assert.deepEqual(await order('?sort=age'), byAge)
    assert.deepEqual(await order('?sort=age&order=desc'), [...byAge].reverse())
    // Accents do not push Ángel after Zoe.
    const byName = ['angel', 'beatriz', 'lucia', 'marta', 'olga', 'zoe']
    assert.deepEqual(await order('?sort=name'), byName)
    assert.deepEqual(await order('?sort=name&order=desc'), [...byName].reverse())
  })

  test('filters combine', async ({ client, assert }) => {
    await seedSmallCatalog()
    const props = await list(client, '?category=gothic&rating=3.5&ageMax=40&q=e')
    assert.deepEqual(slugs(props.models.items), [])
    const wider = await list(client, '?category=gothic&rating=3.0&ageMin=30&q=e&sort=age')
    assert.deepEqual(slugs(wider.models.items), ['angel', 'beatriz', 'olga'])
  })

  test('12 per page, stable across pages; pages past the end show the last page', async ({
    client,
    assert,
  }) => {
    const { categories } = await seedSmallCatalog()
    await seedMany(categories.artists.id, 20)
    const first = await list(client, '?sort=name')
    assert.containsSubset(first.models, { page: 1, perPage: 12, total: 26, lastPage: 3 })
    assert.lengthOf(first.models.items, 12)
    const second = await list(client, '?sort=name&page=2')
    const third = await list(client, '?sort=name&page=3')
    assert.lengthOf(third.models.items, 2)
    const all = [...first.models.items, ...second.models.items, ...third.models.items]
    assert.equal(new Set(slugs(all)).size, 26)

    const past = await list(client, '?sort=name&page=99')
    assert.equal(past.models.page, 3)
    assert.deepEqual(slugs(past.models.items), slugs(third.models.items))
    assert.deepEqual(past.adjusted, ['page'])
    const huge = await list(client, '?page=99999999999999999999999')
    assert.equal(huge.models.page, 3)
    const negative = await list(client, '?page=-3')
    assert.equal(negative.models.page, 1)
  })

  test('bad input never fails: odd values are dropped, the rest still applies', async ({
    client,
    assert,
  }) => {
    await seedSmallCatalog()
    const props = await list(
      client,
      `?sort=drop%20table&order=up&ageMin=x&rating=NaN&page=abc&category=%3Cscript%3E&q=${'z'.repeat(3000)}`
    )
    assert.containsSubset(props.filters, { sort: 'visits', order: 'desc', ageMin: 18, page: 1 })
    assert.lengthOf(props.filters.q, 100)
    assert.sameMembers(props.adjusted, [
      'sort',
      'order',
      'ageMin',
      'rating',
      'page',
      'category',
      'q',
    ])
    const html = await client
      .get('/models?sort[]=a&page[x]=1&rating=1e400')
      .withRawCookie('lang', 'es')
    html.assertStatus(200)
    assert.include(html.text(), 'Algunos filtros del enlace no eran válidos y se han ajustado.')
  })

  test('the SSR page says "showing X of Y" and links to the next page with the filters', async ({
    client,
    assert,
  }) => {
    const { categories } = await seedSmallCatalog()
    await seedMany(categories.gothic.id, 10)
    const response = await client
      .get('/models?category=gothic&sort=rating')
      .withRawCookie('lang', 'en')
    response.assertStatus(200)
    const html = response.text()
    assert.include(html, 'Showing 12 of 13 models')
    assert.include(html, 'href="/models?category=gothic&amp;sort=rating&amp;page=2"')
    assert.match(html, /<title[^>]*>Models · Velvet<\/title>/)
    const es = await client.get('/models').withRawCookie('lang', 'es')
    assert.include(es.text(), 'Mostrando 12 de 16 modelos')
  })
})

test.group('Models list (/models): repeat visits', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('an Inertia visit carries an ETag; the same data again is a 304 without a body', async ({
    client,
    assert,
  }) => {
    await seedSmallCatalog()
    const visit = (etag?: string) => {
      const request = client.get('/models').withInertia().withRawCookie('lang', 'en')
      return etag ? request.header('If-None-Match', etag) : request
    }
    const first = await visit()
    first.assertStatus(200)
    const etag = first.header('etag')
    assert.isString(etag)

    const again = await visit(etag)
    again.assertStatus(304)
    assert.equal(again.text(), '')

    await CatalogModel.query().where('slug', 'zoe').update({ nameEn: 'Zoé Renamed' })
    const changed = await visit(etag)
    changed.assertStatus(200)
    assert.notEqual(changed.header('etag'), etag)
  })
})
