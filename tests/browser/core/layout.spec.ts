import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { contextFor, open, seedSite } from '#tests/helpers/site_pages'
import { siteWalk } from '#tests/helpers/site_walk'
import { signIn } from '#tests/helpers/browser'
import { TEST_PASSWORD } from '#tests/helpers/users'

test.group('Layout at every width', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('no page is wider than the window or flush with its edges, from 320 to 1366 px, in es and en', async ({
    assert,
  }) => {
    const { visits } = await siteWalk()
    const overflows = visits.flatMap((visit) => visit.layout)
    assert.deepEqual(overflows, [])
  }).timeout(600_000)

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
