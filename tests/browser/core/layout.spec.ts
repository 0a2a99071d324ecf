import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import {
  contextFor,
  LANGS,
  open,
  PUBLIC_PAGES,
  seedSite,
  SIGNED_IN_PAGES,
} from '#tests/helpers/site_pages'

const WIDTHS = [320, 390, 768, 1024, 1366]

test.group('Layout at every width', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('no page is wider than the window, from 320 to 1366 px, in es and en', async ({
    assert,
    cleanup,
  }) => {
    const { user, path } = await seedSite()
    const overflows: string[] = []
    for (const lang of LANGS) {
      for (const [who, pages] of [
        ['visitor', PUBLIC_PAGES],
        ['signed in', SIGNED_IN_PAGES],
      ] as const) {
        const { context, page } = await contextFor(lang, who === 'visitor' ? null : user)
        cleanup(() => context.close())
        for (const template of pages) {
          // Widest first: the page loads once and shrinks, as a window does.
          await page.setViewportSize({ width: WIDTHS[WIDTHS.length - 1], height: 800 })
          await open(page, path(template))
          for (const width of [...WIDTHS].reverse()) {
            await page.setViewportSize({ width, height: 800 })
            const sizes: { document: number; window: number } = await page.evaluate(
              '({ document: document.documentElement.scrollWidth, window: window.innerWidth })'
            )
            if (sizes.document > sizes.window)
              overflows.push(
                `${template} (${who}, ${lang}) at ${width} px: document ${sizes.document} px wide`
              )
          }
        }
        await context.close()
      }
    }
    assert.deepEqual(overflows, [])
  }).timeout(240_000)
})
