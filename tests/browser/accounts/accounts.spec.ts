import { test } from '@japa/runner'
import mail from '@adonisjs/mail/services/main'
import type { FakeMailer } from '@adonisjs/mail'
import type { Page } from 'playwright-core'
import { randomBytes } from 'node:crypto'
import { USERNAME_LENGTH } from '#accounts/types/account'
import {
  TEST_PASSWORD,
  clearRateLimits,
  codeFromMail,
  createUser,
  mailsTo,
} from '#tests/helpers/users'
import { waitForHydration } from '#tests/helpers/browser'

/*
| The server runs in this process, so the mail fake catches the mails the
| real flows send: the tests read the code and the link from them.
*/

const TEXTS = {
  en: {
    username: 'Username',
    email: 'Email',
    password: 'Password',
    confirm: 'Confirm password',
    adult: /I confirm that I am 18/,
    signUp: 'Sign up',
    code: 'Verification code',
    verify: 'Verify',
    verified: 'Email verified!',
    points: '20 points',
    login: 'Log in',
    loggedIn: 'Login successful!',
    logout: 'Log out',
    loggedOut: 'Logged out successfully',
    show: 'Show password',
    noEmail: 'No email information found for verification',
  },
  es: {
    username: 'Nombre de usuario',
    email: 'Correo electrónico',
    password: 'Contraseña',
    confirm: 'Confirmar contraseña',
    adult: /Confirmo que tengo 18/,
    signUp: 'Registrarme',
    code: 'Código de verificación',
    verify: 'Verificar',
    verified: '¡Correo verificado!',
    points: '20 puntos',
    login: 'Iniciar sesión',
    loggedIn: '¡Sesión iniciada!',
    logout: 'Cerrar sesión',
    loggedOut: 'Sesión cerrada correctamente',
    show: 'Mostrar contraseña',
    noEmail: 'No se ha encontrado ningún correo para verificar',
  },
} as const

/** The page's own content (the footer has a newsletter email field too). */
const main = (page: Page) => page.locator('#main')

test.group('Accounts in the browser', (group) => {
  let mails: FakeMailer
  group.each.setup(async () => {
    await clearRateLimits()
    mails = mail.fake()
    return () => mail.restore()
  })

  for (const lang of ['en', 'es'] as const) {
    const text = TEXTS[lang]

    test(`[${lang}] register, read the mailed code, verify: signed in with 20 points`, async ({
      visit,
      assert,
    }) => {
      const name = `fan${randomBytes(3).toString('hex')}`
      const email = `${name}@example.com`
      const { page } = await visit('/register', { cookies: { lang } })
      // The validator's longest username, handed over by the server.
      const username = main(page).getByLabel(text.username)
      assert.equal(await username.getAttribute('maxlength'), String(USERNAME_LENGTH.max))
      await username.fill(name)
      await main(page).getByLabel(text.email).fill(email)
      await main(page).getByLabel(text.password, { exact: true }).fill('moonlight')
      await main(page).getByLabel(text.confirm).fill('moonlight')
      await main(page).getByLabel(text.adult).check()
      await page.getByRole('button', { name: text.signUp }).click()

      await page.waitForURL('**/verify-email')
      await page.getByText(email).waitFor()
      const stored = await page.evaluate(() => localStorage.getItem('velvet.verifyEmail'))
      assert.include(String(stored), email)

      const code = await codeFromMail(mails, email)
      const input = main(page).getByLabel(text.code)
      const button = page.getByRole('button', { name: text.verify, exact: true })
      await input.fill(`${code.slice(0, 3)}ab`)
      assert.equal(await input.inputValue(), code.slice(0, 3))
      assert.isTrue(await button.isDisabled())
      await input.fill(code)
      assert.isFalse(await button.isDisabled())
      await button.click()

      await page.getByRole('heading', { name: text.verified }).waitFor()
      await page.getByTestId('header-balance').getByText(text.points).waitFor()
      assert.equal(await page.getByTestId('header-user').textContent(), name)
      assert.isNull(await page.evaluate(() => localStorage.getItem('velvet.verifyEmail')))
      await page.waitForURL((url) => url.pathname === '/', { timeout: 10_000 })
    })

    test(`[${lang}] login with the password shown, then logout`, async ({ visit, assert }) => {
      const user = await createUser({ username: `Moonchild${randomBytes(3).toString('hex')}` })
      const { page } = await visit('/login', { cookies: { lang } })
      await main(page).getByLabel(text.email).fill(user.email)
      const password = main(page).getByLabel(text.password, { exact: true })
      await password.fill(TEST_PASSWORD)
      await page.getByRole('button', { name: text.show }).click()
      assert.equal(await password.getAttribute('type'), 'text')
      await page.locator('form').getByRole('button', { name: text.login }).click()

      await page.getByText(text.loggedIn).waitFor()
      await page.waitForURL((url) => url.pathname === '/')
      assert.equal(await page.getByTestId('header-user').textContent(), user.username)

      await page.getByRole('button', { name: text.logout }).click()
      await page.getByText(text.loggedOut).waitFor()
      await page.getByTestId('main-menu').getByRole('link', { name: text.login }).waitFor()
    })
  }

  test('the verify page without an address says so and links to sign-up', async ({ visit }) => {
    const { page } = await visit('/verify-email', { cookies: { lang: 'es' } })
    await page.getByText(TEXTS.es.noEmail).waitFor()
    await page.getByRole('link', { name: 'Volver al registro' }).click()
    await page.waitForURL('**/register')
  })

  test('a wrong code shows the server message and clears the input', async ({ visit, assert }) => {
    const user = await createUser({ verified: false })
    const { page } = await visit('/verify-email')
    await page.evaluate(
      (email) => localStorage.setItem('velvet.verifyEmail', JSON.stringify({ email })),
      user.email
    )
    await page.reload()
    await page.getByText(user.email).waitFor()
    await main(page).getByLabel('Verification code').fill('000000')
    await page.getByRole('button', { name: 'Verify', exact: true }).click()
    await page.getByTestId('form-alert').waitFor()
    // No code was ever sent to this user: a wrong code like any other (no hint that the account exists).
    assert.equal(await page.getByTestId('form-alert').textContent(), 'Invalid verification code')
    assert.equal(await main(page).getByLabel('Verification code').inputValue(), '')
  })

  test('password reset: mailed link, new password, then login with it', async ({
    visit,
    assert,
  }) => {
    const user = await createUser()
    const { page } = await visit('/forgot-password')
    await main(page).getByLabel('Email').fill(user.email)
    await page.getByRole('button', { name: 'Send reset link' }).click()
    await page.getByTestId('reset-sent').waitFor()

    const [sent] = await mailsTo(mails, user.email)
    const link = sent.html.match(/href="([^"]*\/reset-password\/[\w-]+)"/)![1]
    await page.goto(link)
    // Typing and clicking before React takes over submits the plain form.
    await waitForHydration(page)
    await main(page).getByLabel('New password').fill('brand-new')
    await main(page).getByLabel('Confirm password').fill('brand-other')
    await page.getByRole('button', { name: 'Reset password' }).click()
    await page.getByText('Passwords do not match').waitFor()

    await main(page).getByLabel('New password').fill('brand-new')
    await main(page).getByLabel('Confirm password').fill('brand-new')
    await page.getByRole('button', { name: 'Reset password' }).click()
    await page.waitForURL('**/login')
    await page.getByText('Password reset successfully!').waitFor()

    await main(page).getByLabel('Email').fill(user.email)
    await main(page).getByLabel('Password', { exact: true }).fill('brand-new')
    await page.locator('form').getByRole('button', { name: 'Log in' }).click()
    await page.waitForURL((url) => url.pathname === '/')
    assert.equal(await page.getByTestId('header-user').getAttribute('title'), user.username)
  })
})
