import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import CatalogModel from '#catalog/models/catalog_model'
import { seedSmallCatalog, textOf } from '#tests/functional/catalog/fixtures'

test.group('Model detail (/models/:slug)', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('props: the model, its category, its images in order, request counts', async ({
    client,
    assert,
  }) => {
    const { models } = await seedSmallCatalog()
    await models.lucia.merge({ photoRequestCount: 7, videoRequestCount: 2 }).save()
    const response = await client.get('/models/lucia').withInertia().withRawCookie('lang', 'es')
    response.assertStatus(200)
    response.assertInertiaComponent('catalog/model')
    const { model } = response.inertiaProps as any
    assert.containsSubset(model, {
      id: Number(models.lucia.id),
      slug: 'lucia',
      name: 'Lucía',
      description: 'Vive en Sevilla y le encanta el flamenco.',
      age: 27,
      rating: 4.8,
      category: { slug: 'romantic', name: 'Almas románticas' },
      photoRequestCount: 7,
      videoRequestCount: 2,
    })
    await models.lucia.load('images')
    const byPosition = [...models.lucia.images].sort((a, b) => a.position - b.position)
    assert.deepEqual(
      model.images.map((image: any) => image.id),
      byPosition.map((image) => Number(image.id))
    )
    assert.match(
      model.images[0].image.srcSet,
      /-320\.webp 320w, .+-640\.webp 640w, .+-960\.webp 960w$/
    )
  })

  test('the page: gallery, visit count with dot separators, actions, meta in both languages', async ({
    client,
    assert,
  }) => {
    const { models } = await seedSmallCatalog()
    await models.zoe.merge({ visitCount: 1234566 }).save()
    const html = await textOf(client.get('/models/zoe').withRawCookie('lang', 'en'))
    assert.include(html, '1.234.567 visits')
    assert.include(html, 'Request photo')
    assert.include(html, 'Chat')
    assert.match(html, /<title[^>]*>Zoe · Artists · Velvet<\/title>/)
    assert.match(html, /<meta property="og:type" content="profile"/)
    const es = await textOf(client.get('/models/lucia').withRawCookie('lang', 'es'))
    assert.include(es, '5.001 visitas')
    assert.include(es, 'Pedir vídeo')
  })

  test('a visit counts once per visitor session, not per reload', async ({ client, assert }) => {
    const { models } = await seedSmallCatalog()
    const first = await client.get('/models/lucia').withInertia()
    assert.equal((first.inertiaProps as any).model.visitCount, 5001)
    const session = first.session()
    assert.deepEqual(first.session('catalog.visited'), [Number(models.lucia.id)])

    const reload = await client.get('/models/lucia').withInertia().withSession(session)
    assert.equal((reload.inertiaProps as any).model.visitCount, 5001)
    await models.lucia.refresh()
    assert.equal(models.lucia.visitCount, 5001)

    const otherVisitor = await client.get('/models/lucia').withInertia()
    assert.equal((otherVisitor.inertiaProps as any).model.visitCount, 5002)
    await models.lucia.refresh()
    assert.equal(models.lucia.visitCount, 5002)
  })

  test('crawlers do not count as visits', async ({ client, assert }) => {
    await seedSmallCatalog()
    await client.get('/models/olga').header('user-agent', 'Googlebot/2.1')
    const olga = await CatalogModel.findByOrFail('slug', 'olga')
    assert.equal(olga.visitCount, 10)
  })

  test('a link by id redirects (301) to the slug URL', async ({ client }) => {
    const { models } = await seedSmallCatalog()
    const response = await client.get(`/models/${models.zoe.id}?lang=es`).redirects(0)
    response.assertStatus(301)
    response.assertHeader('location', '/models/zoe?lang=es')
  })

  test('unknown or odd keys give the 404 page', async ({ client, assert }) => {
    await seedSmallCatalog()
    for (const path of [
      '/models/nobody',
      '/models/999999999',
      '/models/99999999999999999999999',
      '/models/%00',
      '/models/lucia%27%20OR%201=1',
      `/models/${'x'.repeat(300)}`,
    ]) {
      const response = await client.get(path).withRawCookie('lang', 'en')
      response.assertStatus(404)
      assert.include(response.text(), 'data-testid="not-found"', path)
    }
  })
})
