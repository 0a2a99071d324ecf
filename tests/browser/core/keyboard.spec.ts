import { test } from '@japa/runner'
import type { Page } from 'playwright-core'
import testUtils from '@adonisjs/core/services/test_utils'
import { seedSmallCatalog } from '#tests/functional/catalog/fixtures'

/** Whether the focused element is inside `selector` (evaluated as a string: the page's CSP forbids eval, not the driver). */
function focusInside(page: Page, selector: string): Promise<boolean> {
  return page.evaluate(`!!document.activeElement?.closest(${JSON.stringify(selector)})`)
}

async function tabAround(page: Page, selector: string, presses: number) {
  const escaped: string[] = []
  for (let i = 0; i < presses; i++) {
    await page.keyboard.press(i % 3 === 2 ? 'Shift+Tab' : 'Tab')
    if (!(await focusInside(page, selector)))
      escaped.push(await page.evaluate('document.activeElement?.outerHTML.slice(0, 80)'))
  }
  return escaped
}

test.group('Keyboard', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('the age gate keeps focus inside until it is answered', async ({ visit, assert }) => {
    const { page } = await visit('/', { confirmAge: false })
    await page.getByRole('dialog', { name: 'Are you 18 or older?' }).waitFor()
    assert.isTrue(await focusInside(page, '.age-gate'))
    assert.deepEqual(await tabAround(page, '.age-gate', 8), [])
  })

  test('a modal keeps focus inside, and Escape closes it', async ({ visit, assert }) => {
    await seedSmallCatalog()
    const { page } = await visit('/models/lucia')
    await page.getByRole('main').getByRole('button', { name: 'Request photo' }).click()
    const dialog = page.getByRole('dialog', { name: 'Log in to continue' })
    await dialog.waitFor()
    assert.deepEqual(await tabAround(page, '[role=dialog]', 9), [])
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'detached' })
  })

  test('Escape closes the mobile menu and gives focus back to its button', async ({
    visit,
    assert,
  }) => {
    const { page } = await visit('/', { viewport: { width: 390, height: 800 } })
    await page.getByRole('button', { name: 'Open menu' }).click()
    const menu = page.getByTestId('main-menu')
    await menu.waitFor({ state: 'visible' })
    await page.keyboard.press('Escape')
    await menu.waitFor({ state: 'hidden' })
    assert.isTrue(await focusInside(page, '.menu-toggle'))
  })

  test('the language select does not switch on ArrowDown, only on Enter', async ({
    visit,
    assert,
  }) => {
    const { page } = await visit('/')
    const select = page.getByTestId('header-language')
    await select.focus()
    await page.keyboard.press('ArrowDown')
    // A switch would reload the page in Spanish; give it the time it would take.
    await page.waitForTimeout(700)
    assert.equal(await page.getAttribute('html', 'lang'), 'en')
    await page.getByRole('heading', { level: 1 }).waitFor()

    await page.keyboard.press('Enter')
    await page.getByRole('link', { name: 'Explorar modelos' }).waitFor()
    assert.equal(await page.getAttribute('html', 'lang'), 'es')
  })

  test('legal tabs move with the arrow keys, Home and End (WAI-ARIA tabs)', async ({
    visit,
    assert,
  }) => {
    const { page } = await visit('/legal')
    const selected = async () => {
      const text = await page.getByRole('tab', { selected: true }).textContent()
      return text?.trim()
    }
    await page.getByRole('tab', { name: 'Terms and conditions' }).focus()
    await page.keyboard.press('ArrowRight')
    await page.waitForURL(/tab=privacy/)
    assert.equal(await selected(), 'Privacy policy')
    assert.isTrue(await focusInside(page, '#tab-privacy'))

    await page.keyboard.press('End')
    await page.waitForURL(/tab=gdpr/)
    await page.keyboard.press('ArrowRight')
    await page.waitForURL(/tab=terms/)
    await page.keyboard.press('ArrowLeft')
    await page.waitForURL(/tab=gdpr/)
    assert.isTrue(await focusInside(page, '#tab-gdpr'))
    // Only the selected tab is in the Tab order (roving tabindex).
    assert.equal(await page.locator('[role=tab][tabindex="0"]').count(), 1)
  })

  test('/legal#privacy opens the privacy tab', async ({ visit, assert }) => {
    const { page } = await visit('/legal#privacy')
    await page.waitForURL(/tab=privacy/)
    assert.equal(
      await page.getByRole('tab', { name: 'Privacy policy' }).getAttribute('aria-selected'),
      'true'
    )
  })
})
