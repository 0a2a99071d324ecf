import { test } from '@japa/runner'
import type { Page } from 'playwright-core'
import { balanceOf } from '#ledger/queries/balance_of'
import { createUser } from '#tests/helpers/users'
import { seedPackages } from '#tests/helpers/payments'
import { axeFindings } from '#tests/helpers/axe'
import { waitForHydration } from '#tests/helpers/browser'

type Lang = 'en' | 'es'
const TEXT = {
  en: {
    email: 'Email',
    password: 'Password',
    login: 'Log in',
    buyPlus: 'Buy Plus',
    holder: 'Cardholder name',
    number: 'Card number',
    pay: /^Pay /,
    receipt: 'Payment successful!',
    declined: 'Your card was declined.',
    confirm3ds: 'Confirm payment',
    paypal: 'PayPal',
    continuePayPal: 'Continue to PayPal',
    approve: 'Approve payment',
    complete: 'Payment complete',
    continue: 'Continue',
    close: 'Close',
    loginRequired: 'You must log in to buy',
  },
  es: {
    email: 'Correo electrónico',
    password: 'Contraseña',
    login: 'Iniciar sesión',
    buyPlus: 'Comprar Plus',
    holder: 'Nombre del titular',
    number: 'Número de tarjeta',
    pay: /^Pagar /,
    receipt: '¡Pago exitoso!',
    declined: 'Tu tarjeta ha sido rechazada.',
    confirm3ds: 'Confirmar pago',
    paypal: 'PayPal',
    continuePayPal: 'Continuar con PayPal',
    approve: 'Aprobar el pago',
    complete: 'Pago completado',
    continue: 'Continuar',
    close: 'Cerrar',
    loginRequired: 'Debes iniciar sesión para comprar',
  },
} as const

async function openCheckout(page: Page, lang: Lang) {
  const text = TEXT[lang]
  await page.goto(new URL('/payment', page.url()).toString())
  await waitForHydration(page)
  await page.getByRole('button', { name: text.buyPlus }).click()
  return page.getByTestId('checkout-modal')
}

async function payByCard(page: Page, lang: Lang, number: string) {
  const text = TEXT[lang]
  const modal = page.getByTestId('checkout-modal')
  await modal.getByLabel(text.holder).fill('Ana López')
  await modal.getByLabel(text.number).fill(number)
  await modal.getByRole('button', { name: text.pay }).click()
}

test.group('Buying points in the browser (sandbox provider)', (group) => {
  group.setup(async () => {
    await seedPackages()
  })

  for (const lang of ['en', 'es'] as const) {
    test(`card that succeeds: receipt, header balance, close goes home (${lang})`, async ({
      visit,
      assert,
    }) => {
      const text = TEXT[lang]
      const user = await createUser({ locale: lang })
      const { page } = await visit('/', { cookies: { lang }, user })
      await openCheckout(page, lang)
      await payByCard(page, lang, '4242 4242 4242 4242')

      const receipt = page.getByTestId('receipt-modal')
      await receipt.getByRole('heading', { name: text.receipt }).waitFor()
      assert.equal(await receipt.getByTestId('receipt-points').textContent(), '+600')
      const amount = await receipt.getByTestId('receipt-amount').textContent()
      // Intl puts a no-break space before the euro sign in Spanish.
      assert.equal(amount?.replace(/[\u00a0\u202f]/g, ' '), lang === 'es' ? '9,99 €' : '€9.99')
      assert.equal(await receipt.getByTestId('receipt-balance').textContent(), '600')
      await page.getByTestId('header-balance').getByText('600').waitFor()
      assert.deepEqual(await axeFindings(page, '[data-testid=receipt-modal]'), [])

      await receipt.getByRole('button', { name: text.close }).first().click()
      await page.waitForURL((url) => url.pathname === '/')
      assert.equal(await balanceOf(user.id), 600)
    })
  }

  test('a declined card shows the error and credits nothing (es)', async ({ visit, assert }) => {
    const user = await createUser({ locale: 'es' })
    const { page } = await visit('/', { cookies: { lang: 'es' }, user })
    await openCheckout(page, 'es')
    await payByCard(page, 'es', '4000 0000 0000 0002')
    const error = page.getByTestId('payment-error')
    await error.waitFor()
    assert.equal(await error.textContent(), TEXT.es.declined)
    assert.equal(await balanceOf(user.id), 0)
  })

  test('on a phone, the cardholder error goes as soon as a name is typed (en)', async ({
    visit,
    assert,
  }) => {
    const user = await createUser()
    const { page } = await visit('/', {
      cookies: { lang: 'en' },
      user,
      viewport: { width: 390, height: 844 },
    })
    const modal = await openCheckout(page, 'en')
    await modal.getByLabel(TEXT.en.number).fill('4242 4242 4242 4242')
    await modal.getByRole('button', { name: TEXT.en.pay }).click()
    const holder = modal.getByLabel(TEXT.en.holder)
    const error = modal.getByText('Please enter the cardholder name')
    await error.waitFor()
    assert.equal(await holder.getAttribute('aria-invalid'), 'true')

    // Typing a name is enough: no second click on Pay to clear it.
    await holder.pressSequentially('Ana')
    await error.waitFor({ state: 'detached' })
    assert.equal(await holder.getAttribute('aria-invalid'), 'false')
    assert.deepEqual(await axeFindings(page, '[data-testid=checkout-modal]'), [])
    assert.equal(await balanceOf(user.id), 0)
  })

  test('a card that asks for an extra confirmation step (en)', async ({ visit, assert }) => {
    const user = await createUser()
    const { page } = await visit('/', { cookies: { lang: 'en' }, user })
    await openCheckout(page, 'en')
    await payByCard(page, 'en', '4000 0027 6000 3184')
    await page.getByRole('dialog', { name: 'Confirm this payment' }).waitFor()
    await page.getByRole('button', { name: TEXT.en.confirm3ds }).click()
    await page.getByTestId('receipt-modal').waitFor()
    assert.equal(await balanceOf(user.id), 600)
  })

  for (const lang of ['es', 'en'] as const) {
    test(`PayPal: approval page, return, one capture, continue home (${lang})`, async ({
      visit,
      assert,
    }) => {
      const text = TEXT[lang]
      const user = await createUser({ locale: lang })
      const { page } = await visit('/', { cookies: { lang }, user })
      const modal = await openCheckout(page, lang)
      await modal.getByLabel(text.paypal).check()
      await modal.getByRole('button', { name: text.continuePayPal }).click()

      await page.waitForURL(/\/sandbox\/paypal\/checkout\?token=/)
      await waitForHydration(page)
      await page.getByRole('button', { name: text.approve }).click()
      await page.waitForURL(/\/payment\/success\?/)
      await page.getByRole('heading', { name: text.complete }).waitFor()
      assert.equal(await page.getByTestId('receipt-points').textContent(), '+600')

      await page.reload()
      await page.getByRole('heading', { name: text.complete }).waitFor()
      assert.equal(await balanceOf(user.id), 600)

      await page.getByRole('link', { name: text.continue }).click()
      await page.waitForURL((url) => url.pathname === '/')
    })
  }

  test('visitors are asked to log in before buying', async ({ visit }) => {
    const { page } = await visit('/payment', { cookies: { lang: 'es' } })
    await page.getByRole('button', { name: TEXT.es.buyPlus }).click()
    await page.getByRole('alert').getByText(TEXT.es.loginRequired).first().waitFor()
    await page.getByRole('link', { name: 'Iniciar sesión' }).first().waitFor()
  })
})
