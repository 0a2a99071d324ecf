import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import type { Page } from 'playwright-core'
import { seedSmallCatalog } from '#tests/functional/catalog/fixtures'

/** Holds every Inertia answer of /models back, so a second change lands while the first is in flight. */
async function slowInertiaVisits(page: Page, delayMs: number) {
  await page.route(
    (url) => url.pathname === '/models',
    async (route) => {
      if (route.request().headers()['x-inertia']) await page.waitForTimeout(delayMs)
      // The app may have cancelled the visit meanwhile: nothing left to continue then.
      await route.continue().catch(() => {})
    }
  )
}

test.group('Model filters while a visit is in flight', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('two quick changes: the results and the URL carry both', async ({ visit, assert }) => {
    await seedSmallCatalog()
    const { page } = await visit('/models')
    await page.getByRole('button', { name: 'Filters' }).click()
    await slowInertiaVisits(page, 1500)

    // Minimum age 40, then Gothic before the first answer is back.
    await page.getByLabel('Minimum age').fill('40')
    await page.getByLabel('Minimum age').press('Enter')
    await page.getByLabel('Category').selectOption('gothic')

    await page.waitForURL((url) => url.searchParams.get('category') === 'gothic', {
      timeout: 15_000,
    })
    await page.waitForLoadState('networkidle')
    const query = new URL(page.url()).searchParams
    assert.equal(query.get('ageMin'), '40')
    assert.equal(query.get('category'), 'gothic')
    // Gothic and 40 or older: Beatriz (45) and Olga (61), not Angel (35).
    const names = await page
      .getByTestId('model-card')
      .locator('.model-card-title a')
      .allInnerTexts()
    assert.sameMembers(names, ['Beatriz', 'Olga'])
    assert.equal(await page.getByLabel('Minimum age').inputValue(), '40')
    assert.equal(await page.getByLabel('Category').inputValue(), 'gothic')
  })
})
