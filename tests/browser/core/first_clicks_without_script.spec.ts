import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import mail from '@adonisjs/mail/services/main'
import NewsletterSubscription from '#engagement/models/newsletter_subscription'
import { seedSite } from '#tests/helpers/site_pages'
import { baseUrl, holdScripts, newContext, waitForHydration } from '#tests/helpers/browser'
import { clearRateLimits } from '#tests/helpers/users'

/*
| First clicks that matter, before the page's script has run: the age
| gate's confirmation, the Chat button and the footer's newsletter form
| are a form post or a link the browser follows itself.
*/

const CONFIRM = { es: 'Tengo 18 años o más — entrar', en: 'I am 18 or older — enter' } as const

test.group('First clicks before the page script runs', (group) => {
  group.each.setup(() => clearRateLimits())
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => {
    mail.fake()
    return () => mail.restore()
  })

  test('the age gate, with JavaScript off: the server keeps the answer and sends the visitor back', async ({
    assert,
    cleanup,
  }) => {
    const context = await newContext({ javaScriptEnabled: false, confirmAge: false })
    cleanup(() => context.close())
    const page = await context.newPage()
    await page.goto(new URL('/legal?lang=en', baseUrl()).toString())
    await page.getByRole('button', { name: CONFIRM.en }).click()
    await page.locator('.age-gate').waitFor({ state: 'detached' })
    assert.equal(new URL(page.url()).pathname + new URL(page.url()).search, '/legal?lang=en')
    const cookies = await context.cookies()
    const cookie = cookies.find((entry) => entry.name === 'age_ok')
    assert.equal(cookie?.value, '1')
  })

  test('the age gate clicked while the script is held back is not lost', async ({
    assert,
    cleanup,
  }) => {
    const context = await newContext({ confirmAge: false, cookies: { lang: 'es' } })
    cleanup(() => context.close())
    const release = await holdScripts(context)
    const page = await context.newPage()
    await page.goto(new URL('/legal', baseUrl()).toString(), { waitUntil: 'commit' })
    const posted = page.waitForResponse(
      (response) => response.request().method() === 'POST' && response.status() === 303
    )
    await page.getByRole('button', { name: CONFIRM.es }).click()
    const answer = await posted
    assert.equal(new URL(answer.url()).pathname, '/age-confirmation')
    await page.waitForURL((url) => url.pathname === '/legal', { waitUntil: 'commit' })
    release()
    await waitForHydration(page)
    assert.equal(await page.locator('.age-gate').count(), 0)
    assert.equal(await page.evaluate(() => document.body.classList.contains('no-scroll')), false)
  })

  test('Chat before the script runs opens the chat page, or the login for a visitor', async ({
    assert,
    cleanup,
  }) => {
    const { user } = await seedSite()
    const signedIn = await newContext({ javaScriptEnabled: false, user, cookies: { lang: 'es' } })
    const visitor = await newContext({ javaScriptEnabled: false, cookies: { lang: 'es' } })
    cleanup(() => signedIn.close())
    cleanup(() => visitor.close())
    for (const [context, expected] of [
      [signedIn, /^\/models\/\d+\/chat$/],
      [visitor, /^\/login$/],
    ] as const) {
      const page = await context.newPage()
      await page.goto(new URL('/models/lucia', baseUrl()).toString())
      await page.getByRole('main').getByRole('link', { name: 'Chatear', exact: true }).click()
      await page.waitForURL((url) => expected.test(url.pathname))
    }
    const page = signedIn.pages()[0]
    await page.locator('textarea').first().waitFor()
    assert.match(new URL(page.url()).pathname, /chat$/)
  })

  test('the footer newsletter with JavaScript off subscribes and stays on the page', async ({
    assert,
    cleanup,
  }) => {
    const context = await newContext({ javaScriptEnabled: false, cookies: { lang: 'en' } })
    cleanup(() => context.close())
    const page = await context.newPage()
    await page.goto(new URL('/legal', baseUrl()).toString())
    await page.locator('#newsletter-email').fill('early@example.com')
    const posted = page.waitForResponse((response) => response.request().method() === 'POST')
    await page.locator('#newsletter-email').press('Enter')
    const answer = await posted
    assert.oneOf(answer.status(), [302, 303])
    await page.waitForLoadState()
    assert.equal(new URL(page.url()).pathname, '/legal')
    const rows = await NewsletterSubscription.query().where('email', 'early@example.com')
    assert.lengthOf(rows, 1)
  })
})
