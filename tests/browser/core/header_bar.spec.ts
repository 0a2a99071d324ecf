import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import type { Page } from 'playwright-core'
import { creditPoints } from '#ledger/actions/credit_points'
import { createUser } from '#tests/helpers/users'
import { axeFindings } from '#tests/helpers/axe'

const LONG_NAME = 'Maximiliana_Fernandez_88'

/** The header's height and how the name shows: whole, or cut with an ellipsis by width. */
const MEASURE = `(() => {
  const user = [...document.querySelectorAll('[data-testid=header-user]')].find((link) => link.offsetParent)
  return {
    header: document.querySelector('.site-header').getBoundingClientRect().height,
    user: user && {
      width: user.clientWidth,
      cut: user.scrollWidth > user.clientWidth,
      ellipsis: getComputedStyle(user).textOverflow,
    },
  }
})()`

type Measure = {
  header: number
  user: { width: number; cut: boolean; ellipsis: string } | null
}

async function userWith(username: string) {
  const user = await createUser({ username, locale: 'es' })
  await creditPoints(
    { userId: user.id, amount: 12_000, reference: 'header', idempotencyKey: `header:${user.id}` },
    'purchase'
  )
  return user
}

async function measure(page: Page, width: number): Promise<Measure> {
  await page.setViewportSize({ width, height: 800 })
  return page.evaluate(MEASURE)
}

test.group('Header bar in Spanish, signed in with a long name', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('from 800 to 1279 px: one row, the balance and the menu button; the menu has the whole name', async ({
    visit,
    assert,
  }) => {
    const user = await userWith(LONG_NAME)
    const { page } = await visit('/', { user, cookies: { lang: 'es' } })
    for (const width of [1279, 1100, 1024, 900, 800]) {
      const found = await measure(page, width)
      assert.isAtMost(found.header, 66, `one row at ${width} px`)
      await page.getByTestId('header-balance-compact').waitFor()
      const toggle = page.getByRole('button', { name: 'Abrir menú' })
      await toggle.click()
      const name = page.getByTestId('main-menu').getByRole('link', { name: LONG_NAME })
      await name.waitFor()
      assert.equal(await name.getAttribute('title'), LONG_NAME)
      const inMenu = await measure(page, width)
      assert.isFalse(inMenu.user!.cut, `whole name in the menu at ${width}`)
      if (width === 1024 || width === 800) assert.deepEqual(await axeFindings(page), [], `${width}`)
      await page.getByRole('button', { name: 'Cerrar menú' }).click()
    }
  }).timeout(60_000)

  test('from 1280 px: the full bar on one row, the name as wide as it fits, cut by an ellipsis', async ({
    visit,
    assert,
  }) => {
    const user = await userWith(LONG_NAME)
    const { page } = await visit('/', { user, cookies: { lang: 'es' } })
    for (const width of [1280, 1366]) {
      const found = await measure(page, width)
      assert.isAtMost(found.header, 66, `one row at ${width} px`)
      const link = page.getByTestId('header-user')
      // Screen readers and the tooltip get the whole name; the eye gets what fits.
      await page.getByRole('link', { name: LONG_NAME }).waitFor()
      assert.equal(await link.getAttribute('title'), LONG_NAME)
      assert.isAbove(found.user!.width, 80, `more than five letters at ${width} px`)
      if (found.user!.cut) assert.equal(found.user!.ellipsis, 'ellipsis')
      assert.deepEqual(await axeFindings(page), [], `${width}`)
    }
  })

  test('a short name shows whole, with no ellipsis', async ({ visit, assert }) => {
    const user = await userWith('Ana_Lopez')
    const { page } = await visit('/', { user, cookies: { lang: 'es' } })
    const found = await measure(page, 1280)
    assert.isAtMost(found.header, 66)
    assert.isFalse(found.user!.cut)
    assert.equal(await page.getByTestId('header-user').textContent(), 'Ana_Lopez')
  })
})
