import { test } from '@japa/runner'
import mail from '@adonisjs/mail/services/main'
import type { FakeMailer } from '@adonisjs/mail'
import { randomBytes } from 'node:crypto'
import testUtils from '@adonisjs/core/services/test_utils'
import { seedSmallCatalog } from '#tests/functional/catalog/fixtures'
import { signIn } from '#tests/helpers/browser'
import { clearRateLimits, codeFromMail, createUser, TEST_PASSWORD } from '#tests/helpers/users'

test.group('Small touches: sign-up and verification', (group) => {
  let mails: FakeMailer
  group.each.setup(async () => {
    await clearRateLimits()
    mails = mail.fake()
    return () => mail.restore()
  })

  test('the resend button counts down from the start; the verified card has its own heading', async ({
    visit,
    assert,
  }) => {
    const name = `fan${randomBytes(3).toString('hex')}`
    const email = `${name}@example.com`
    const { page } = await visit('/register')
    const main = page.locator('#main')
    await main.getByLabel('Username').fill(name)
    await main.getByLabel('Email').fill(email)
    await main.getByLabel('Password', { exact: true }).fill('moonlight')
    await main.getByLabel('Confirm password').fill('moonlight')
    await main.getByLabel(/I confirm that I am 18/).check()
    await page.getByRole('button', { name: 'Sign up' }).click()
    await page.waitForURL('**/verify-email')

    // A code has just been mailed: no second one for 60 s.
    const resend = page.getByRole('button', { name: /^Resend code in (60|59) s$/ })
    await resend.waitFor()
    assert.isTrue(await resend.isDisabled())

    // Still counting after a reload (the address comes from local storage then).
    await page.reload()
    await page.getByRole('button', { name: /^Resend code in \d+ s$/ }).waitFor()

    await main.getByLabel('Verification code').fill(await codeFromMail(mails, email))
    await page.getByRole('button', { name: 'Verify', exact: true }).click()
    await page.getByRole('heading', { level: 1, name: 'Email verified!' }).waitFor()
    assert.equal(await page.getByRole('heading', { name: 'Verify your email' }).count(), 0)
  }).timeout(60_000)
})

test.group('Small touches: catalog and home', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('signed-in home does not offer to create an account', async ({ visit, assert }) => {
    const user = await createUser()
    const { page } = await visit('/')
    const join = page.getByRole('link', { name: 'Create a free account' })
    assert.equal(await join.count(), 1)
    await signIn(page, user.email, 'en', TEST_PASSWORD)
    await page.getByTestId('header-user').waitFor()
    assert.equal(await join.count(), 0)
  })

  test('visit counts use dots for thousands in both languages', async ({ visit }) => {
    await seedSmallCatalog()
    const { page } = await visit('/models/zoe')
    // 12,000 seeded, plus this visit.
    await page
      .getByTestId('visit-count')
      .getByText(/^12\.00\d visits$/)
      .waitFor()
    const { page: es } = await visit('/models/zoe', { cookies: { lang: 'es' } })
    await es
      .getByTestId('visit-count')
      .getByText(/^12\.00\d visitas$/)
      .waitFor()
  })

  test('following a page in another language raises no React warning', async ({
    visit,
    assert,
  }) => {
    const { page } = await visit('/legal')
    const errors: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') errors.push(message.text())
    })
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Models' })
      .click()
    await page.getByRole('heading', { level: 1, name: 'Models' }).waitFor()
    await page.getByTestId('header-language').selectOption('es')
    await page.getByRole('heading', { level: 1, name: 'Modelos' }).waitFor()
    // Back: Inertia restores the English page while the browser speaks Spanish.
    await page.goBack()
    await page.getByRole('heading', { name: 'Legal information' }).waitFor()
    assert.deepEqual(
      errors.filter((text) => /Cannot update a component/.test(text)),
      []
    )
  })
})
