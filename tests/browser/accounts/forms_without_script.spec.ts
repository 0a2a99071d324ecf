import { test } from '@japa/runner'
import mail from '@adonisjs/mail/services/main'
import type { FakeMailer } from '@adonisjs/mail'
import type { Page } from 'playwright-core'
import type { Assert } from '@japa/assert'
import hash from '@adonisjs/core/services/hash'
import { randomBytes } from 'node:crypto'
import User from '#accounts/models/user'
import { baseUrl, newContext } from '#tests/helpers/browser'
import { TEST_PASSWORD, clearRateLimits, codeFromMail, createUser } from '#tests/helpers/users'

/*
| The account forms before the page's script has run (a slow link, a script
| that failed): the browser sends them itself, so they must be posts the
| server answers as it answers Inertia, and a password never goes into a
| URL. Here the script never runs at all (JavaScript off).
*/

type Sent = { method: string; url: string }

/** A context without JavaScript that logs every request the browser makes. */
async function withoutScript(cleanup: (fn: () => Promise<void>) => void, lang: 'es' | 'en') {
  const context = await newContext({ javaScriptEnabled: false, cookies: { lang } })
  cleanup(() => context.close())
  const sent: Sent[] = []
  context.on('request', (request) => sent.push({ method: request.method(), url: request.url() }))
  const page = await context.newPage()
  return { context, page, sent }
}

async function open(page: Page, path: string) {
  await page.goto(new URL(path, baseUrl()).toString())
}

/** No URL the browser asked for, nor the one it ends on, carries a password. */
function assertNoPasswordInUrls(assert: Assert, page: Page, sent: Sent[], password: string) {
  for (const { url } of [...sent, { url: page.url() }]) {
    assert.notMatch(new URL(url).search, /password|_csrf/i, url)
    assert.notInclude(url, encodeURIComponent(password), url)
  }
}

const posted = (sent: Sent[], path: string) =>
  sent.filter((request) => request.method === 'POST' && new URL(request.url).pathname === path)

const TEXTS = {
  es: { wrong: 'Credenciales inválidas', mismatch: 'Las contraseñas no coinciden' },
  en: { wrong: 'Invalid credentials', mismatch: 'Passwords do not match' },
} as const

test.group('Account forms before the page script runs', (group) => {
  let mails: FakeMailer
  group.each.setup(async () => {
    await clearRateLimits()
    mails = mail.fake()
    return () => mail.restore()
  })

  for (const lang of ['es', 'en'] as const) {
    test(`[${lang}] Enter on /login posts the form and signs in; no password in any URL`, async ({
      assert,
      cleanup,
    }) => {
      const user = await createUser()
      const { page, sent } = await withoutScript(cleanup, lang)
      await open(page, '/login')
      await page.locator('main #email').fill(user.email)
      await page.locator('main #password').fill(TEST_PASSWORD)
      await page.locator('main #password').press('Enter')
      await page.waitForURL((url) => url.pathname === '/')
      assert.lengthOf(posted(sent, '/login'), 1)
      assert.equal(await page.getByTestId('header-user').getAttribute('title'), user.username)
      assertNoPasswordInUrls(assert, page, sent, TEST_PASSWORD)
    })

    test(`[${lang}] a wrong password comes back translated beside the form, the email kept`, async ({
      assert,
      cleanup,
    }) => {
      const user = await createUser()
      const { page, sent } = await withoutScript(cleanup, lang)
      await open(page, '/login')
      await page.locator('main #email').fill(user.email)
      await page.locator('main #password').fill('not-the-password')
      await page.locator('main #password').press('Enter')
      await page.getByTestId('form-alert').waitFor()
      assert.equal(new URL(page.url()).pathname, '/login')
      assert.include(await page.getByTestId('form-alert').textContent(), TEXTS[lang].wrong)
      assert.equal(await page.locator('main #email').inputValue(), user.email)
      assert.equal(await page.locator('main #password').inputValue(), '')
      assertNoPasswordInUrls(assert, page, sent, 'not-the-password')
    })

    test(`[${lang}] Enter on /register posts: refused fields come back beside their inputs, then the account is made`, async ({
      assert,
      cleanup,
    }) => {
      const name = `plain${randomBytes(3).toString('hex')}`
      const { page, sent } = await withoutScript(cleanup, lang)
      await open(page, '/register')
      await page.locator('#username').fill(name)
      await page.locator('main #email').fill(`${name}@example.com`)
      await page.locator('#password').fill('moonlight')
      await page.locator('#password_confirmation').fill('sunlight')
      await page.locator('#adult').check()
      await page.locator('#password_confirmation').press('Enter')
      await page.locator('#password_confirmation-error').waitFor()
      assert.equal(
        await page.locator('#password_confirmation-error').textContent(),
        TEXTS[lang].mismatch
      )
      assert.equal(await page.locator('#username').inputValue(), name)
      assert.equal(await page.locator('main #email').inputValue(), `${name}@example.com`)
      assert.isTrue(await page.locator('#adult').isChecked())
      assert.equal(await page.locator('#password').inputValue(), '')

      await page.locator('#password').fill('moonlight')
      await page.locator('#password_confirmation').fill('moonlight')
      await page.locator('#password_confirmation').press('Enter')
      await page.waitForURL('**/verify-email')
      assert.lengthOf(posted(sent, '/register'), 2)
      assertNoPasswordInUrls(assert, page, sent, 'moonlight')
      const user = await User.findByOrFail('email', `${name}@example.com`)
      assert.equal(user.username, name)

      // The verification page's form works the same way: the mailed code, Enter, home.
      const code = await codeFromMail(mails, user.email)
      await page.locator('#code').fill(code)
      await page.locator('#code').press('Enter')
      await page.waitForURL((url) => url.pathname === '/')
      assert.equal(await page.getByTestId('header-user').getAttribute('title'), name)
    }).timeout(60_000)
  }

  test('forgot and reset password work as plain posts too', async ({ assert, cleanup }) => {
    const user = await createUser()
    const { page, sent } = await withoutScript(cleanup, 'en')
    await open(page, '/forgot-password')
    await page.locator('main #email').fill(user.email)
    await page.locator('main #email').press('Enter')
    await page.getByTestId('reset-sent').waitFor()
    const [sentMail] = mails.mails.queued()
    await sentMail.buildWithContents()
    const html = String(sentMail.message.toJSON().message.html)
    const link = html.match(/href="([^"]*\/reset-password\/[\w-]+)"/)![1]
    await page.goto(link)
    await page.locator('#password').fill('brand-new')
    await page.locator('#password_confirmation').fill('brand-new')
    await page.locator('#password_confirmation').press('Enter')
    await page.waitForURL('**/login')
    assertNoPasswordInUrls(assert, page, sent, 'brand-new')
    await user.refresh()
    assert.isTrue(await hash.verify(user.password, 'brand-new'))
  })
})
