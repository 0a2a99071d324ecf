import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import ShowcaseVideo from '#catalog/models/showcase_video'
import CatalogReads from '#catalog/queries/catalog_reads'
import { CatalogModelFactory } from '#database/factories/catalog_factory'
import { seedSmallCatalog, slugs, propsOf, textOf } from '#tests/functional/catalog/fixtures'

test.group('Home (/)', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('up to 10 featured models, most visited first', async ({ client, assert }) => {
    const { categories } = await seedSmallCatalog()
    await CatalogModelFactory.merge({ categoryId: categories.empty.id, visitCount: 0 }).createMany(
      8
    )
    const response = await client.get('/').withInertia().withRawCookie('lang', 'en')
    response.assertStatus(200)
    response.assertInertiaComponent('catalog/home')
    const props = response.inertiaProps as any
    assert.lengthOf(props.featured, 10)
    assert.deepEqual(slugs(props.featured).slice(0, 6), [
      'zoe',
      'lucia',
      'beatriz',
      'angel',
      'marta',
      'olga',
    ])
    assert.isFalse(props.loadError)
  })

  test('the hero video and the example clips, in order, with their models', async ({
    client,
    assert,
  }) => {
    const { models } = await seedSmallCatalog()
    await ShowcaseVideo.createMany([
      {
        kind: 'example',
        position: 1,
        videoKey: 'catalog/showcase/b-1.mp4',
        posterKey: 'catalog/showcase/pb',
        modelId: models.zoe.id,
      },
      {
        kind: 'hero',
        position: 0,
        videoKey: 'catalog/showcase/hero-1.mp4',
        posterKey: 'catalog/showcase/hero-poster',
      },
      {
        kind: 'example',
        position: 0,
        videoKey: 'catalog/showcase/a-1.mp4',
        posterKey: null,
        modelId: models.lucia.id,
      },
    ])
    const props = await propsOf(client.get('/').withInertia().withRawCookie('lang', 'es'))
    assert.containsSubset(props.hero, {
      videoUrl: '/media/catalog/showcase/hero-1.mp4',
      poster: { src: '/media/catalog/showcase/hero-poster-854.webp', width: 854, height: 480 },
      model: null,
    })
    assert.deepEqual(
      props.examples.map((clip: any) => [
        clip.videoUrl,
        clip.model?.slug,
        clip.poster?.src ?? null,
      ]),
      [
        ['/media/catalog/showcase/a-1.mp4', 'lucia', null],
        ['/media/catalog/showcase/b-1.mp4', 'zoe', '/media/catalog/showcase/pb-640.webp'],
      ]
    )
  })

  test('SSR: hero video, example clips that play on hover, featured, features and stats', async ({
    client,
    assert,
  }) => {
    const { models } = await seedSmallCatalog()
    await ShowcaseVideo.createMany([
      { kind: 'hero', position: 0, videoKey: 'catalog/showcase/hero-1.mp4', posterKey: null },
      {
        kind: 'example',
        position: 0,
        videoKey: 'catalog/showcase/a-1.mp4',
        posterKey: null,
        modelId: models.lucia.id,
      },
    ])
    const html = await textOf(client.get('/').withRawCookie('lang', 'en'))
    assert.match(
      html,
      /<video[^>]*class="hero-video"[^>]*src="\/media\/catalog\/showcase\/hero-1.mp4"/
    )
    assert.match(html, /<video[^>]*src="\/media\/catalog\/showcase\/a-1.mp4"[^>]*preload="none"/)
    assert.include(html, 'See them in motion')
    assert.include(html, 'Featured models')
    assert.include(html, 'What you can do')
    // No invented figures: only what the catalog holds.
    for (const value of ['100+', '10K+', '50K+', '98%']) assert.notInclude(html, value)
    const es = await textOf(client.get('/').withRawCookie('lang', 'es'))
    assert.include(es, 'Míralos en movimiento')
    assert.include(es, 'Modelos destacados')
  })

  test('an empty catalog still renders the page', async ({ client, assert }) => {
    const props = await propsOf(client.get('/').withInertia())
    assert.containsSubset(props, { featured: [], hero: null, examples: [], loadError: false })
    assert.deepEqual(props.counts, { models: 0, categories: 0, photos: 0 })
  })

  test('the figures are the catalog counted, and follow it when it changes', async ({
    client,
    assert,
  }) => {
    const { categories } = await seedSmallCatalog()
    const count = async (table: string) => {
      const [row] = await db.from(table).count('* as total')
      return Number(row.total)
    }
    const expected = async () => ({
      models: await count('models'),
      categories: await count('categories'),
      photos: await count('model_images'),
    })
    const first = await propsOf(client.get('/').withInertia())
    assert.deepEqual(first.counts, await expected())
    assert.isAbove(first.counts.photos, 0)
    await CatalogModelFactory.merge({ categoryId: categories.empty.id }).createMany(3)
    const later = await propsOf(client.get('/').withInertia())
    assert.deepEqual(later.counts, await expected())
    assert.equal(later.counts.models, first.counts.models + 3)
  })

  test('a failed load shows the generic error with retry (503)', async ({
    client,
    assert,
    cleanup,
  }) => {
    class Failing extends CatalogReads {
      async home(): Promise<never> {
        throw new Error('database unavailable')
      }
    }
    app.container.swap(CatalogReads, () => new Failing())
    cleanup(() => app.container.restore(CatalogReads))
    const response = await client.get('/').withRawCookie('lang', 'en')
    response.assertStatus(503)
    assert.include(response.text(), 'An error has occurred')
    assert.include(response.text(), 'Try again')
    assert.include(response.text(), 'Characters that talk back')
  })
})
