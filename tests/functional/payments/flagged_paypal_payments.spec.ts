import { test } from '@japa/runner'
import type { ApiClient } from '@japa/api-client'
import { reconcilePayments } from '#payments/actions/reconcile_payments'
import type User from '#accounts/models/user'
import { createUser, sessionOf } from '#tests/helpers/users'
import { fakeForGroup, seededPackage, usePayPalFake } from '#tests/helpers/payments'
import type { PayPalFake } from '#tests/fakes/paypal_fake'
import { assertFlagged, capturePayPal, startPayPalOrder } from './payment_test_helpers.js'

test.group('Payment mismatch flagged for staff: PayPal (SDK against a loopback fake)', (group) => {
  let paypal!: PayPalFake
  fakeForGroup(group, usePayPalFake, (fake) => (paypal = fake))

  async function approvedOrder(client: ApiClient, user: User, slug: string) {
    const pkg = await seededPackage(slug)
    const orderId = await startPayPalOrder(client, user, pkg.id)
    paypal.approve(orderId)
    return { orderId, pkg }
  }

  test('a capture of another amount is flagged; reconcile does not check it again', async ({
    client,
    assert,
  }) => {
    const user = await createUser()
    const { orderId, pkg } = await approvedOrder(client, user, 'plus')
    paypal.setAmount(orderId, '0.99')
    const capture = await capturePayPal(client, user, { orderId, packageId: pkg.id })
    capture.assertStatus(400)
    capture.assertBodyContains({ code: 'amount_mismatch' })
    await assertFlagged(assert, orderId, 'amount_mismatch', { amountCents: 99 })

    const before = paypal.http.requestsTo('GET', `/v2/checkout/orders/${orderId}`).length
    const report = await reconcilePayments()
    assert.notInclude(report.flagged, orderId)
    assert.equal(paypal.http.requestsTo('GET', `/v2/checkout/orders/${orderId}`).length, before)
  })

  test('reconcile flags a captured order in another currency or for another checkout', async ({
    client,
    assert,
  }) => {
    const user = await createUser()
    const other = await createUser()
    const euros = await approvedOrder(client, user, 'starter')
    paypal.setCurrency(euros.orderId, 'USD')
    const foreign = await approvedOrder(client, user, 'plus')
    paypal.setCustomId(foreign.orderId, `${other.id}:${foreign.pkg.id}`)

    const report = await reconcilePayments()
    assert.includeMembers(report.flagged, [euros.orderId, foreign.orderId])
    await assertFlagged(assert, euros.orderId, 'currency_mismatch', { currency: 'usd' })
    await assertFlagged(assert, foreign.orderId, 'user_mismatch', { userId: other.id })
    const again = await reconcilePayments()
    assert.notIncludeMembers(again.flagged, [euros.orderId, foreign.orderId])
  })

  test('only staff see the flagged payments', async ({ client, assert }) => {
    const user = await createUser()
    const { orderId, pkg } = await approvedOrder(client, user, 'plus')
    paypal.setAmount(orderId, '1.00')
    await capturePayPal(client, user, { orderId, packageId: pkg.id })

    const refused = await client.get('/staff/ledger').withSession(sessionOf(user))
    refused.assertStatus(403)
    assert.notInclude(refused.text(), orderId)

    const staff = await createUser({ role: 'staff', locale: 'es' })
    const page = await client
      .get('/staff/ledger')
      .withSession(sessionOf(staff))
      .withRawCookie('lang', 'es')
    page.assertStatus(200)
    assert.include(page.text(), 'Pagos marcados')
    assert.include(page.text(), orderId)
    assert.include(page.text(), 'Otro importe')
    const english = await client
      .get('/staff/ledger')
      .withSession(sessionOf(staff))
      .withRawCookie('lang', 'en')
    assert.include(english.text(), 'Flagged payments')
    assert.include(english.text(), 'Different amount')
  })
})
