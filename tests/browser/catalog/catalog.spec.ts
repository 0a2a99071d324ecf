import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import drive from '@adonisjs/drive/services/main'
import sharp from 'sharp'
import ShowcaseVideo from '#catalog/models/showcase_video'
import { makeClip } from '#catalog/demo/demo_video'
import { MAX_SEARCH_LENGTH } from '#catalog/types/catalog'
import { seedMany, seedSmallCatalog } from '#tests/functional/catalog/fixtures'
import { waitUntil } from '#tests/helpers/browser'

test.group('Catalog in the browser', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('home → categories → category → model, in English', async ({ visit, assert }) => {
    await seedSmallCatalog()
    const { page } = await visit('/')
    await page.getByRole('heading', { name: 'Featured models' }).waitFor()
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Categories' })
      .click()
    await page.getByRole('heading', { level: 1, name: 'Categories' }).waitFor()
    await page.getByRole('link', { name: 'Gothic style' }).click()
    await page.getByRole('heading', { level: 1, name: 'Gothic style' }).waitFor()
    assert.equal(new URL(page.url()).pathname, '/categories/gothic')
    await page.getByRole('link', { name: 'Beatriz' }).click()
    await page.getByRole('heading', { level: 1, name: 'Beatriz' }).waitFor()
    await page.getByText('A cellist who lives in Prague.').waitFor()
    assert.equal(await page.title(), 'Beatriz · Gothic style · Velvet')
  })

  test('the same journey in Spanish', async ({ visit, assert }) => {
    await seedSmallCatalog()
    const { page } = await visit('/', { cookies: { lang: 'es' } })
    await page.getByRole('heading', { name: 'Modelos destacados' }).waitFor()
    await page
      .getByRole('navigation', { name: 'Navegación principal' })
      .getByRole('link', { name: 'Categorías' })
      .click()
    await page.getByRole('heading', { level: 1, name: 'Categorías' }).waitFor()
    await page.getByRole('link', { name: 'Almas románticas' }).click()
    await page.getByRole('heading', { level: 1, name: 'Almas románticas' }).waitFor()
    await page.getByRole('link', { name: 'Lucía' }).click()
    await page.getByText('Vive en Sevilla y le encanta el flamenco.').waitFor()
    assert.include(await page.getByTestId('visit-count').innerText(), '5.001 visitas')
  })

  test('models: filters and pagination through the panel, kept in the URL', async ({
    visit,
    assert,
  }) => {
    const { categories } = await seedSmallCatalog()
    await seedMany(categories.gothic.id, 10)
    const { page } = await visit('/models')
    await page.getByText('Showing 12 of 16 models').waitFor()

    await page.getByRole('button', { name: 'Filters' }).click()
    await page.getByLabel('Category').selectOption('gothic')
    await page.waitForURL(/category=gothic/)
    await page.getByText('Showing 12 of 13 models').waitFor()

    await page.getByRole('link', { name: 'Next' }).click()
    await page.waitForURL(/page=2/)
    await page.getByText('Showing 1 of 13 models').waitFor()

    const search = page.getByLabel('Name or description')
    assert.equal(await search.getAttribute('maxlength'), String(MAX_SEARCH_LENGTH))
    await search.fill('praga')
    await page.waitForURL(/q=praga/)
    await page.getByText('Showing 1 of 1 model', { exact: true }).waitFor()
    assert.notInclude(page.url(), 'page=2', 'a new search starts at page 1')

    await page.getByLabel('Minimum rating').selectOption('4.5')
    await page.getByText('Showing 0 of 0 models').waitFor()
    await page.getByText('No model matches these filters.').waitFor()

    await page.getByRole('button', { name: 'Clear filters' }).first().click()
    await page.waitForURL((url) => url.search === '')
    await page.getByText('Showing 12 of 16 models').waitFor()

    // A shared link opens the same view, panel open.
    const { page: shared } = await visit('/models?sort=age&order=desc&ageMax=45')
    assert.isTrue(await shared.getByLabel('Maximum age').isVisible())
    assert.equal(await shared.getByLabel('Maximum age').inputValue(), '45')
    const first = shared.getByTestId('model-card').first()
    assert.include(await first.innerText(), 'Beatriz')
  })

  test('visitor actions ask to log in, coming back to the same page', async ({ visit }) => {
    await seedSmallCatalog()
    const { page } = await visit('/models/zoe')
    await page.getByRole('button', { name: 'Add Zoe to favorites' }).click()
    const dialog = page.getByRole('dialog', { name: 'Log in to continue' })
    await dialog.getByText('You must be logged in to use favorites').waitFor()
    await dialog
      .getByRole('link', { name: 'Log in' })
      .getAttribute('href')
      .then((href) => {
        if (href !== '/login?redirect=%2Fmodels%2Fzoe') throw new Error(`login link: ${href}`)
      })
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'detached' })
    await page.getByRole('button', { name: 'Request video' }).click()
    await dialog.getByText('You must be logged in to request videos').waitFor()
  })

  test('the gallery moves with the keyboard and with a swipe', async ({ visit, assert }) => {
    await seedSmallCatalog()
    const { page } = await visit('/models/lucia')
    const stage = page.getByTestId('gallery-stage')
    await stage.focus()
    await page.keyboard.press('ArrowRight')
    await page.getByText('2 / 2').waitFor()
    await page.keyboard.press('ArrowRight')
    await page.getByText('1 / 2').waitFor()

    const box = (await stage.boundingBox())!
    await page.mouse.move(box.x + box.width * 0.8, box.y + box.height / 2)
    await page.mouse.down()
    await page.mouse.move(box.x + box.width * 0.2, box.y + box.height / 2, { steps: 5 })
    await page.mouse.up()
    await page.getByText('2 / 2').waitFor()
    assert.equal(
      await page.getByRole('button', { name: 'Show photo 2' }).getAttribute('aria-current'),
      'true'
    )
  })

  test('example videos play on hover (or tap) and pause when the pointer leaves', async ({
    visit,
    assert,
    cleanup,
  }) => {
    const { models } = await seedSmallCatalog()
    const still = await sharp({
      create: { width: 432, height: 540, channels: 3, background: '#a34' },
    })
      .png()
      .toBuffer()
    const key = 'catalog/showcase/browser-test-0000000000000000.mp4'
    await drive
      .use()
      .put(key, await makeClip({ still, width: 360, height: 450, seconds: 2, motion: 'drift' }))
    cleanup(() => drive.use().delete(key))
    await ShowcaseVideo.create({
      kind: 'example',
      position: 0,
      videoKey: key,
      modelId: models.lucia.id,
    })

    const { page } = await visit('/')
    const video = page.getByRole('figure').filter({ hasText: 'Lucía' }).locator('video')
    const tile = '[data-testid="video-tile"] video'
    assert.isTrue(await page.evaluate(`document.querySelector('${tile}').paused`))
    await video.hover()
    const playing = (selector: string) => {
      const element = (globalThis as any).document.querySelector(selector)
      return !element.paused && element.currentTime > 0
    }
    const paused = (selector: string) =>
      (globalThis as any).document.querySelector(selector).paused as boolean
    // Decoding the first frames waits for a core: on a busy machine that took over 10 s.
    await waitUntil(page, playing, tile, 30_000)
    await page.mouse.move(0, 0)
    await waitUntil(page, paused, tile)

    // Touch screens have no hover: a tap plays, another tap pauses.
    const { page: phone } = await visit('/', {
      hasTouch: true,
      viewport: { width: 390, height: 800 },
    })
    const touchVideo = phone.getByRole('figure').filter({ hasText: 'Lucía' }).locator('video')
    await touchVideo.tap()
    await waitUntil(
      phone,
      (selector: string) => !(globalThis as any).document.querySelector(selector).paused,
      tile,
      30_000
    )
    await touchVideo.tap()
    await waitUntil(phone, paused, tile)
  })

  test('an "undefined" category link and an unknown category', async ({ visit }) => {
    const { page } = await visit('/categories/undefined')
    await page.getByRole('heading', { name: 'Invalid Category ID' }).waitFor()
    await page.getByRole('link', { name: 'See all categories' }).click()
    await page.getByRole('heading', { level: 1, name: 'Categories' }).waitFor()

    const { page: unknown } = await visit('/categories/no-such-thing', { cookies: { lang: 'es' } })
    await unknown.getByRole('heading', { name: 'No hemos encontrado esa página' }).waitFor()
  })
})
