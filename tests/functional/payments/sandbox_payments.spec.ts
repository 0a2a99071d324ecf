import { test } from '@japa/runner'
import type { ApiClient } from '@japa/api-client'
import { balanceOf } from '#ledger/queries/balance_of'
import { createUser, sessionOf } from '#tests/helpers/users'
import { seededPackage } from '#tests/helpers/payments'
import {
  capturePayPal,
  confirmCard,
  payPalApprovalUrl,
  plusCardCheckout,
  plusPayPalOrder,
} from './payment_test_helpers.js'

/** The sandbox card form's submit, as the browser sends it (no session: the secret is the key). */
function submitSandboxCard(client: ApiClient, body: object, lang?: 'es' | 'en') {
  const request = client.post('/sandbox/card/confirm').withCsrfToken()
  if (lang) request.withRawCookie('lang', lang)
  return request.json(body)
}

test.group('Sandbox card (no keys)', () => {
  // No truncation: the ledger refuses it. Every test works on its own fresh users.

  test('4242 4242 4242 4242 succeeds and the server confirm credits', async ({
    client,
    assert,
  }) => {
    const { user, clientSecret, paymentIntentId } = await plusCardCheckout(client)
    assert.match(paymentIntentId, /^sbpi_/)
    const card = await submitSandboxCard(client, {
      clientSecret,
      cardholderName: 'Ana López',
      cardNumber: '4242 4242 4242 4242',
    })
    card.assertBodyContains({ success: true, data: { status: 'succeeded' } })
    const confirm = await confirmCard(client, user, paymentIntentId)
    confirm.assertStatus(200)
    assert.equal(await balanceOf(user.id), 600)

    // The purchase shows in the profile's transactions with the package and how it was paid.
    const profile = await client
      .get('/profile?tab=transactions')
      .withSession(sessionOf(user))
      .withRawCookie('lang', 'es')
    assert.include(profile.text(), 'Compra: Plus (tarjeta, modo de prueba)')
  })

  test('4000 0000 0000 0002 is declined and nothing is credited', async ({ client, assert }) => {
    const { user, clientSecret, paymentIntentId } = await plusCardCheckout(client)
    const card = await submitSandboxCard(
      client,
      { clientSecret, cardholderName: 'Ana', cardNumber: '4000000000000002' },
      'es'
    )
    card.assertStatus(402)
    card.assertBodyContains({ message: 'Tu tarjeta ha sido rechazada.' })
    const confirm = await confirmCard(client, user, paymentIntentId)
    confirm.assertStatus(402)
    assert.equal(await balanceOf(user.id), 0)
  })

  test('4000 0027 6000 3184 asks for the extra step; approving it lets the payment through', async ({
    client,
    assert,
  }) => {
    const { user, clientSecret, paymentIntentId } = await plusCardCheckout(client)
    const card = await submitSandboxCard(client, {
      clientSecret,
      cardholderName: 'Ana',
      cardNumber: '4000 0027 6000 3184',
    })
    card.assertBodyContains({ data: { status: 'requires_action' } })
    const before = await confirmCard(client, user, paymentIntentId)
    before.assertStatus(402)
    const approved = await client
      .post('/sandbox/card/authenticate')
      .withCsrfToken()
      .json({ clientSecret, approve: true })
    approved.assertBodyContains({ data: { status: 'succeeded' } })
    const confirm = await confirmCard(client, user, paymentIntentId)
    confirm.assertStatus(200)
    assert.equal(await balanceOf(user.id), 600)
  })

  test('failing the extra step declines the payment', async ({ client, assert }) => {
    const { user, clientSecret } = await plusCardCheckout(client)
    await submitSandboxCard(client, {
      clientSecret,
      cardholderName: 'Ana',
      cardNumber: '4000002760003184',
    })
    const failed = await client
      .post('/sandbox/card/authenticate')
      .withCsrfToken()
      .json({ clientSecret, approve: false })
    failed.assertStatus(402)
    assert.equal(await balanceOf(user.id), 0)
  })

  test('a blank cardholder name and a bad number are refused with translated messages', async ({
    client,
  }) => {
    const { clientSecret } = await plusCardCheckout(client)
    const blank = await submitSandboxCard(
      client,
      { clientSecret, cardholderName: '   ', cardNumber: '4242424242424242' },
      'es'
    )
    blank.assertStatus(422)
    blank.assertBodyContains({
      errors: [{ message: 'Por favor ingresa el nombre del titular de la tarjeta' }],
    })
    const luhn = await submitSandboxCard(client, {
      clientSecret,
      cardholderName: 'Ana',
      cardNumber: '4242424242424241',
    })
    luhn.assertStatus(402)
    luhn.assertBodyContains({ message: 'This card number is not valid.' })
  })
})

test.group('Sandbox PayPal (no keys)', () => {
  // No truncation: the ledger refuses it. Every test works on its own fresh users.

  test('create → approval page on our origin → approve → return URL → capture once', async ({
    client,
    assert,
  }) => {
    const plus = await seededPackage('plus')
    const user = await createUser()
    const approvalUrl = await payPalApprovalUrl(client, user, plus.id)
    assert.equal(approvalUrl.pathname, '/sandbox/paypal/checkout')
    const token = approvalUrl.searchParams.get('token')!

    const page = await client.get(`/sandbox/paypal/checkout?token=${token}`).withInertia()
    page.assertInertiaComponent('payments/sandbox_paypal')
    assert.equal(page.inertiaProps.order.amount, '9.99')

    const approved = await client
      .post('/sandbox/paypal/approve')
      .withCsrfToken()
      .form({ token })
      .redirects(0)
    approved.assertStatus(302)
    const back = new URL(String(approved.header('location')), 'http://app')
    assert.equal(back.pathname, '/payment/success')
    assert.equal(back.searchParams.get('token'), token)
    assert.equal(back.searchParams.get('PayerID'), 'SANDBOXPAYER')
    assert.equal(back.searchParams.get('packageId'), String(plus.id))

    for (let attempt = 0; attempt < 2; attempt++) {
      const capture = await capturePayPal(client, user, { orderId: token, packageId: plus.id })
      capture.assertStatus(200)
    }
    assert.equal(await balanceOf(user.id), 600)
  })

  test('cancelling on the approval page goes to /payment/cancel', async ({ client, assert }) => {
    const { orderId: token } = await plusPayPalOrder(client)
    const cancelled = await client
      .post('/sandbox/paypal/cancel')
      .withCsrfToken()
      .form({ token })
      .redirects(0)
    assert.match(String(cancelled.header('location')), /^\/payment\/cancel\?/)
  })
})
