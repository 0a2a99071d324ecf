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
import { signIn } from '#tests/helpers/browser'
import { TEST_PASSWORD } from '#tests/helpers/users'
import { layoutProblems, WIDTHS } from '#tests/helpers/layout'

test.group('Layout at every width', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('no page is wider than the window or flush with its edges, from 320 to 1366 px, in es and en', async ({
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
          overflows.push(...(await layoutProblems(page, `${template} (${who}, ${lang})`)))
        }
        await context.close()
      }
    }
    assert.deepEqual(overflows, [])
  }).timeout(240_000)

  test('toasts never cover the header controls', async ({ assert, cleanup }) => {
    const { user } = await seedSite()
    for (const width of [1024, 1366]) {
      const { context, page } = await contextFor('es', null)
      cleanup(() => context.close())
      await page.setViewportSize({ width, height: 800 })
      await open(page, '/')
      // Signing in ends with a toast on home, under a header full of controls.
      await signIn(page, user.email, 'es', TEST_PASSWORD)
      const toast = page.locator('.toast').first()
      await toast.waitFor()
      const box = await toast.boundingBox()
      const controls = page.locator('.site-header a, .site-header button, .site-header select')
      for (const control of await controls.all()) {
        const other = await control.boundingBox()
        if (!box || !other) continue
        const overlaps =
          box.x < other.x + other.width &&
          other.x < box.x + box.width &&
          box.y < other.y + other.height &&
          other.y < box.y + box.height
        assert.isFalse(overlaps, `at ${width} px the toast covers ${await control.textContent()}`)
      }
      await context.close()
    }
  })

  test('the feature cards on home show an icon each', async ({ visit, assert }) => {
    const { page } = await visit('/')
    const icons = page.locator('.feature-card .feature-icon svg')
    assert.equal(await icons.count(), 4)
  })
})
