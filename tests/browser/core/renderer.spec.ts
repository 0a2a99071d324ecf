import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { seedSmallCatalog } from '#tests/functional/catalog/fixtures'
import { waitForHydration } from '#tests/helpers/browser'

/*
| The browser hydrates with React DOM, the same React the server renders
| with (no Preact anywhere). Hydration must adopt that markup: a
| renderer that threw it away and drew the page again would still pass
| every other test, but flash and cost the first paint. With models in the
| catalog, React's server renderer starts the markup with image preloads,
| which React DOM skips when it hydrates: the page must still be adopted,
| without a hydration warning.
*/

/** Lists, from before the page parses, the elements removed from the app's root (hints aside). */
const COUNT_REMOVED_ELEMENTS = `
  window.__removedElements = [];
  new MutationObserver((records) => {
    for (const record of records)
      for (const node of record.removedNodes)
        if (node.nodeType === 1 && node.nodeName !== 'LINK' && record.target.closest && record.target.closest('#app'))
          window.__removedElements.push(node.outerHTML.slice(0, 80));
  }).observe(document, { childList: true, subtree: true });
`

test.group('Renderer in the browser', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  for (const path of ['/', '/models', '/login?lang=es']) {
    test(`${path}: React DOM runs in the browser and adopts the server's markup`, async ({
      visit,
      assert,
    }) => {
      await seedSmallCatalog()
      const errors: string[] = []
      const { page, context } = await visit('/legal')
      await context.addInitScript({ content: COUNT_REMOVED_ELEMENTS })
      page.on('console', (message) => {
        // The factories' image files do not exist: their 404s are not the renderer's.
        if (message.text().startsWith('Failed to load resource')) return
        if (['error', 'warning'].includes(message.type())) errors.push(message.text())
      })
      page.on('pageerror', (error) => errors.push(error.message))

      const response = await page.goto(new URL(path, page.url()).toString())
      assert.isTrue(response?.ok())
      await waitForHydration(page)

      const scripts = await page.evaluate(() =>
        performance.getEntriesByType('resource').map((entry) => entry.name)
      )
      // The build's React chunk (vite.config.ts) holds React DOM; the dev server serves it by name.
      assert.isTrue(
        scripts.some((name) => /react[-_]dom|\/assets\/react-[\w-]+\.js$/.test(name)),
        'React DOM was loaded'
      )
      assert.isFalse(
        scripts.some((name) => /preact/.test(name)),
        'no Preact module was loaded'
      )
      const removed = await page.evaluate(
        () => (globalThis as unknown as { __removedElements: string[] }).__removedElements
      )
      assert.deepEqual(removed, [], 'no server-rendered element was thrown away')
      assert.deepEqual(errors, [])
    })
  }

  /*
  | React runs the effects of a click before the next event. Listeners an
  | open menu or dialog needs are layout effects, so a key pressed as soon
  | as it shows is not lost.
  */
  test('Escape pressed the moment the mobile menu shows closes it', async ({ visit, assert }) => {
    const { page } = await visit('/', { viewport: { width: 390, height: 800 } })
    // One script: the click renders the menu, and Escape comes before the next frame.
    const stillOpen = await page.evaluate(`(async () => {
      document.querySelector('.menu-toggle').click()
      await new Promise((resolve) => setTimeout(resolve, 0))
      const menu = document.querySelector('[data-testid="main-menu"]')
      if (!menu.classList.contains('is-open')) return 'the menu did not open'
      window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }))
      await new Promise((resolve) => setTimeout(resolve, 0))
      return menu.classList.contains('is-open')
    })()`)
    assert.isFalse(stillOpen)
  })
})
