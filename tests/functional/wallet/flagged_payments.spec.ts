import { test } from '@japa/runner'
import ace from '@adonisjs/core/services/ace'
import PaymentsReconcile from '#commands/payments_reconcile'
import Purchase from '#wallet/models/purchase'
import { reconcilePayments } from '#wallet/actions/reconcile_payments'
import { balanceOf } from '#wallet/queries/balance_of'
import type User from '#accounts/models/user'
import { createUser, sessionOf } from '#tests/helpers/users'
import {
  fakeForGroup,
  purchaseEntries,
  seededPackage,
  usePayPalFake,
  useStripeFake,
} from '#tests/helpers/payments'
import type { PayPalFake } from '#tests/fakes/paypal_fake'
import type { StripeFake } from '#tests/fakes/stripe_fake'

const CARD_CREATE = '/api/payment-gateway/stripe/create-payment-intent'
const CARD_CONFIRM = '/api/payment-gateway/stripe/confirm-payment'
const WEBHOOK = '/api/payment-gateway/stripe/webhook'
const PAYPAL_CREATE = '/api/payment-gateway/paypal/create-order'
const PAYPAL_CAPTURE = '/api/payment-gateway/paypal/capture-order'

async function purchaseOf(externalId: string) {
  return Purchase.findByOrFail('externalId', externalId)
}

/** A flagged purchase: failed, with when, why and what the provider said; nothing credited. */
async function assertFlagged(
  assert: any,
  externalId: string,
  reason: string,
  reported: Record<string, unknown>
) {
  const purchase = await purchaseOf(externalId)
  assert.equal(purchase.status, 'failed')
  assert.equal(purchase.flagReason, reason)
  assert.isNotNull(purchase.flaggedAt)
  assert.containsSubset(purchase.flagDetails, reported)
  assert.isNull(purchase.ledgerEntryId)
  assert.equal(await balanceOf(purchase.userId), 0)
  assert.lengthOf(await purchaseEntries(purchase.userId), 0)
  return purchase
}

async function staffPage(client: any, staff: User) {
  const response = await client.get('/staff/ledger').withSession(sessionOf(staff)).withInertia()
  response.assertStatus(200)
  return response.inertiaProps.flagged as { externalId: string; reason: string }[]
}

test.group(
  'Payment mismatch flagged for staff: card (Stripe SDK against a loopback fake)',
  (group) => {
    let stripe!: StripeFake
    fakeForGroup(group, useStripeFake, (fake) => (stripe = fake))

    async function paidCheckout(client: any, user: User, slug: string) {
      const pkg = await seededPackage(slug)
      const response = await client
        .post(CARD_CREATE)
        .withSession(sessionOf(user))
        .withCsrfToken()
        .json({ packageId: pkg.id })
      response.assertStatus(200)
      return { id: response.body().data.paymentIntentId as string, pkg }
    }

    test('reconcile marks a paid intent with another amount failed and flagged, once; staff see it', async ({
      client,
      assert,
    }) => {
      const user = await createUser()
      const { id } = await paidCheckout(client, user, 'vip')
      stripe.setAmount(id, 50)
      stripe.succeed(id)

      const first = await reconcilePayments()
      assert.include(first.flagged, id)
      const flagged = await assertFlagged(assert, id, 'amount_mismatch', {
        amountCents: 50,
        currency: 'eur',
        userId: user.id,
      })

      // The provider keeps listing it as paid: a second run leaves it alone.
      const second = await reconcilePayments()
      assert.notInclude(second.flagged, id)
      assert.isAtLeast(second.alreadyFlagged, 1)
      assert.notInclude(
        second.failures.map((failure) => failure.externalId),
        id
      )
      const after = await purchaseOf(id)
      assert.equal(after.flaggedAt!.toMillis(), flagged.flaggedAt!.toMillis())
      assert.equal(await balanceOf(user.id), 0)

      // Neither the browser confirm nor the webhook can credit it afterwards.
      const confirm = await client
        .post(CARD_CONFIRM)
        .withSession(sessionOf(user))
        .withCsrfToken()
        .json({ paymentIntentId: id })
      confirm.assertStatus(400)
      confirm.assertBodyContains({ code: 'amount_mismatch' })
      const event = stripe.signedEvent(id)
      const webhook = await client
        .post(WEBHOOK)
        .header('stripe-signature', event.header)
        .unsafeJson(event.payload)
      webhook.assertStatus(200)
      assert.equal(await balanceOf(user.id), 0)
      assert.lengthOf(await purchaseEntries(user.id), 0)

      const staff = await createUser({ role: 'staff' })
      const rows = await staffPage(client, staff)
      const listed = rows.find((row) => row.externalId === id)
      assert.containsSubset(listed, { reason: 'amount_mismatch', userId: user.id })
    })

    test('the browser confirm flags another currency; the command says so', async ({
      client,
      assert,
    }) => {
      const user = await createUser()
      const { id } = await paidCheckout(client, user, 'plus')
      stripe.setCurrency(id, 'usd')
      stripe.succeed(id)
      const confirm = await client
        .post(CARD_CONFIRM)
        .withSession(sessionOf(user))
        .withCsrfToken()
        .json({ paymentIntentId: id })
      confirm.assertStatus(400)
      await assertFlagged(assert, id, 'currency_mismatch', { currency: 'usd', amountCents: 999 })

      const command = await ace.create(PaymentsReconcile, [])
      await command.exec()
      command.assertSucceeded()
      assert.notInclude(
        command.logger
          .getLogs()
          .map((log) => log.message)
          .join('\n'),
        id
      )
    })

    test('the webhook flags an intent whose metadata names another package or user', async ({
      client,
      assert,
    }) => {
      const user = await createUser()
      const other = await createUser()
      const vip = await seededPackage('vip')
      const swapped = await paidCheckout(client, user, 'starter')
      stripe.setMetadata(swapped.id, { userId: String(user.id), packageId: String(vip.id) })
      stripe.succeed(swapped.id)
      const stolen = await paidCheckout(client, user, 'plus')
      stripe.setMetadata(stolen.id, { userId: String(other.id), packageId: String(stolen.pkg.id) })
      stripe.succeed(stolen.id)

      for (const id of [swapped.id, stolen.id]) {
        const event = stripe.signedEvent(id)
        const response = await client
          .post(WEBHOOK)
          .header('stripe-signature', event.header)
          .unsafeJson(event.payload)
        response.assertStatus(200)
      }
      await assertFlagged(assert, swapped.id, 'package_mismatch', { packageId: vip.id })
      await assertFlagged(assert, stolen.id, 'user_mismatch', { userId: other.id })
      assert.equal(await balanceOf(other.id), 0)
    })
  }
)

test.group('Payment mismatch flagged for staff: PayPal (SDK against a loopback fake)', (group) => {
  let paypal!: PayPalFake
  fakeForGroup(group, usePayPalFake, (fake) => (paypal = fake))

  async function approvedOrder(client: any, user: User, slug: string) {
    const pkg = await seededPackage(slug)
    const response = await client
      .post(PAYPAL_CREATE)
      .withSession(sessionOf(user))
      .withCsrfToken()
      .json({ packageId: pkg.id })
    response.assertStatus(200)
    const orderId = new URL(response.body().data.approvalUrl).searchParams.get('token')!
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
    const capture = await client
      .post(PAYPAL_CAPTURE)
      .withSession(sessionOf(user))
      .withCsrfToken()
      .json({ orderId, packageId: pkg.id })
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
    await client
      .post(PAYPAL_CAPTURE)
      .withSession(sessionOf(user))
      .withCsrfToken()
      .json({ orderId, packageId: pkg.id })

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
