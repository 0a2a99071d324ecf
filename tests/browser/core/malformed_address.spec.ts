import { test } from '@japa/runner'
import { axeFindings } from '#tests/helpers/axe'

test.group('An address that is not one', () => {
  for (const { lang, viewport } of [
    { lang: 'es', viewport: { width: 1366, height: 768 } },
    { lang: 'en', viewport: { width: 390, height: 844 } },
  ] as const) {
    test(`/models/%E0%A4%A in ${lang} at ${viewport.width} px: the site's 400 page, and a way on`, async ({
      visit,
      assert,
    }) => {
      const text = {
        es: { title: 'No hemos podido leer esa dirección', home: 'Ir al inicio' },
        en: { title: "We couldn't read that address", home: 'Go to home' },
      }[lang]
      const { page } = await visit('/models/%E0%A4%A', { cookies: { lang }, viewport })
      await page.getByRole('heading', { level: 1, name: text.title }).waitFor()
      // The address bar keeps what was typed; the page has the site's header and footer.
      assert.equal(new URL(page.url()).pathname, '/models/%E0%A4%A')
      await page.locator('.site-header').waitFor()
      await page.locator('.site-footer').waitFor()
      assert.equal(await page.locator('html').getAttribute('lang'), lang)
      assert.deepEqual(await axeFindings(page), [])
      await page.getByRole('link', { name: text.home }).click()
      await page.waitForURL((url) => url.pathname === '/')
    })
  }
})
