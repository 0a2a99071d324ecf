import { test } from '@japa/runner'

test.group('Shell in the browser', () => {
  test('switching language re-renders, and the choice survives a reload', async ({
    visit,
    assert,
  }) => {
    const { page } = await visit('/')
    await page.getByRole('heading', { level: 1 }).waitFor()
    assert.equal(await page.getAttribute('html', 'lang'), 'en')

    await page.locator('[data-testid="header-language"]').selectOption('es')
    await page.getByRole('link', { name: 'Explorar modelos' }).waitFor()
    assert.equal(await page.getAttribute('html', 'lang'), 'es')
    assert.equal(await page.evaluate(() => localStorage.getItem('velvet.language')), 'es')

    await page.reload()
    await page.getByRole('link', { name: 'Explorar modelos' }).waitFor()
    assert.equal(
      await page.title(),
      'Compañía con IA para chatear, fotos y vídeos a la carta · Velvet'
    )
  })

  test('a choice kept only in local storage is restored', async ({ visit, assert }) => {
    const { page, context } = await visit('/legal')
    await page.evaluate(() => localStorage.setItem('velvet.language', 'es'))
    await context.clearCookies({ name: 'lang' })
    await page.reload()
    await page.getByRole('heading', { name: 'Información legal' }).waitFor()
    assert.equal(await page.getAttribute('html', 'lang'), 'es')
  })

  test('the age gate asks visitors once and remembers the answer', async ({ visit, assert }) => {
    const { page } = await visit('/', { confirmAge: false })
    const gate = page.getByRole('dialog', { name: 'Are you 18 or older?' })
    await gate.waitFor()
    await page.getByRole('button', { name: 'I am under 18' }).click()
    await page.getByText('this website is only for adults').waitFor()
    await page.getByRole('button', { name: 'Back' }).click()
    await page.getByRole('button', { name: /I am 18 or older/ }).click()
    await gate.waitFor({ state: 'detached' })

    await page.reload()
    await page.getByRole('heading', { level: 1 }).waitFor()
    assert.equal(await gate.count(), 0)
  })

  test('the menu opens, and closes when the window grows wide enough for the full bar', async ({
    visit,
    assert,
  }) => {
    const { page } = await visit('/', { viewport: { width: 390, height: 800 } })
    const menu = page.getByTestId('main-menu')
    assert.isFalse(await menu.isVisible())

    await page.getByRole('button', { name: 'Open menu' }).click()
    await menu.waitFor({ state: 'visible' })
    assert.include(await menu.getAttribute('class'), 'is-open')

    await page.setViewportSize({ width: 1366, height: 800 })
    // A selector, not a string predicate: the page's CSP forbids eval, which that would use.
    await page.waitForSelector('#main-menu:not(.is-open)', { state: 'attached' })
    await page.setViewportSize({ width: 390, height: 800 })
    assert.isFalse(await menu.isVisible())
  })

  test('legal tabs switch in place and the URL opens the same tab', async ({ visit, assert }) => {
    const { page } = await visit('/legal')
    await page.getByRole('tab', { name: 'GDPR compliance' }).click()
    await page.waitForURL(/tab=gdpr/)
    await page.getByText(/within 72 hours/).waitFor()
    await page.reload()
    assert.equal(
      await page.getByRole('tab', { name: 'GDPR compliance' }).getAttribute('aria-selected'),
      'true'
    )
  })

  test('an unknown address shows the 404 page', async ({ visit, assert }) => {
    const { page } = await visit('/this/does/not/exist')
    await page.getByTestId('not-found').waitFor()
    const response = await page.reload()
    assert.equal(response?.status(), 404)
    await page.getByRole('link', { name: 'Go to home' }).click()
    await page.waitForURL((url) => url.pathname === '/')
  })

  test('a slow navigation right after hydration shows the full-screen loader, then the page', async ({
    visit,
  }) => {
    const { page, context } = await visit('/legal?lang=en')
    await context.route('**/models', async (route) => {
      if (route.request().headers()['x-inertia'])
        await new Promise((done) => setTimeout(done, 1500))
      await route.fallback()
    })
    await page.getByRole('link', { name: 'Models', exact: true }).first().click()
    await page.getByTestId('loading-screen').waitFor()
    await page.waitForURL((url) => url.pathname === '/models')
    await page.getByTestId('loading-screen').waitFor({ state: 'detached' })
  })
})
