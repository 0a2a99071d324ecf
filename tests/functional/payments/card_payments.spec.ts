import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import Purchase from '#payments/models/purchase'
import { balanceOf } from '#ledger/queries/balance_of'
import { createUser } from '#tests/helpers/users'
import {
  purchaseEntries,
  fakeForGroup,
  seedPackages,
  seededPackage,
  useStripeFake,
} from '#tests/helpers/payments'
import type { StripeFake } from '#tests/fakes/stripe_fake'
import {
  CARD,
  assertCreditedOnce,
  confirmCard,
  creditedPurchaseCount,
  deliverStripeEvent,
  plusBuyer,
  plusCardCheckout,
  postAs,
  reconcilePayments,
  startCardCheckout,
} from './payment_test_helpers.js'

test.group('Card payments (Stripe SDK against a loopback fake)', (group) => {
  let stripe!: StripeFake
  fakeForGroup(group, useStripeFake, (fake) => (stripe = fake))
  // No truncation: the ledger refuses it. Every test works on its own fresh users.

  test('buying requires login', async ({ client }) => {
    const plus = await seededPackage('plus')
    const response = await client
      .post(CARD.create)
      .withCsrfToken()
      .withRawCookie('lang', 'es')
      .json({ packageId: plus.id })
    response.assertStatus(401)
    response.assertBodyContains({ success: false, message: 'Debes iniciar sesión para comprar' })
  })

  test('the intent is created from the package in the database, never from the browser', async ({
    client,
    assert,
  }) => {
    const { plus, user } = await plusBuyer()
    const other = await createUser()
    const response = await postAs(client, user, CARD.create, {
      packageId: plus.id,
      userId: other.id,
      amount: 1,
    })
    response.assertStatus(200)
    const { clientSecret, paymentIntentId } = response.body().data
    assert.match(clientSecret, /^pi_\w+_secret_/)

    const sent = stripe.requestsTo('POST', '/v1/payment_intents')[0]
    const form = new URLSearchParams(sent.body)
    assert.equal(form.get('amount'), '999')
    assert.equal(form.get('currency'), 'eur')
    assert.equal(form.get('metadata[userId]'), String(user.id))
    assert.equal(form.get('metadata[packageId]'), String(plus.id))
    assert.equal(form.get('statement_descriptor_suffix'), 'VLV DIGITAL')
    assert.match(String(sent.headers['idempotency-key']), /^checkout:/)

    const purchase = await Purchase.findByOrFail('externalId', paymentIntentId)
    assert.equal(purchase.userId, user.id)
    assert.equal(purchase.status, 'pending')
  })

  test('bad package ids give a translated error', async ({ client }) => {
    await seedPackages()
    const user = await createUser()
    const unknown = await postAs(client, user, CARD.create, { packageId: 99999 }, 'es')
    unknown.assertStatus(404)
    unknown.assertBodyContains({ message: 'Este paquete no está a la venta.' })
    for (const packageId of ['abc', -1, 1.5, null]) {
      const invalid = await postAs(client, user, CARD.create, { packageId })
      invalid.assertStatus(422)
    }
  })

  test('confirm credits once when Stripe says succeeded; the receipt has the package, points, amount and balance', async ({
    client,
    assert,
  }) => {
    const { user, paymentIntentId } = await plusCardCheckout(client)

    const early = await confirmCard(client, user, paymentIntentId, 'es')
    early.assertStatus(402)
    early.assertBodyContains({ message: 'Error al confirmar el pago' })

    stripe.succeed(paymentIntentId)
    const confirmed = await confirmCard(client, user, paymentIntentId, 'es')
    confirmed.assertStatus(200)
    assert.containsSubset(confirmed.body(), {
      success: true,
      message: '¡Pago exitoso! Puntos añadidos a tu cuenta',
      data: {
        packageName: 'Plus',
        pointsAdded: 600,
        amount: '9.99',
        newBalance: 600,
        alreadyCredited: false,
      },
    })

    const again = await confirmCard(client, user, paymentIntentId)
    again.assertStatus(200)
    assert.containsSubset(again.body().data, { newBalance: 600, alreadyCredited: true })
    await assertCreditedOnce(assert, user.id, 600)
  })

  test('a declined card credits nothing', async ({ client, assert }) => {
    const { user, paymentIntentId } = await plusCardCheckout(client)
    stripe.decline(paymentIntentId)
    const response = await confirmCard(client, user, paymentIntentId)
    response.assertStatus(402)
    response.assertBodyContains({ message: 'Your card was declined.' })
    assert.equal(await balanceOf(user.id), 0)
  })

  test("another user's payment cannot be confirmed", async ({ client, assert }) => {
    const { user: buyer, paymentIntentId } = await plusCardCheckout(client)
    const thief = await createUser()
    stripe.succeed(paymentIntentId)
    const response = await confirmCard(client, thief, paymentIntentId)
    response.assertStatus(404)
    assert.equal(await balanceOf(thief.id), 0)
    assert.equal(await balanceOf(buyer.id), 0)
  })

  test('a tampered amount or package at the provider is refused and nothing is credited', async ({
    client,
    assert,
  }) => {
    const packages = await seedPackages()
    const starter = packages.find((pkg) => pkg.slug === 'starter')!
    const vip = packages.find((pkg) => pkg.slug === 'vip')!
    const user = await createUser()

    const first = await startCardCheckout(client, user, vip.id)
    stripe.setAmount(first.paymentIntentId, 50)
    stripe.succeed(first.paymentIntentId)
    const cheap = await confirmCard(client, user, first.paymentIntentId)
    cheap.assertStatus(400)
    cheap.assertBodyContains({ code: 'amount_mismatch' })

    const second = await startCardCheckout(client, user, starter.id)
    stripe.setMetadata(second.paymentIntentId, {
      userId: String(user.id),
      packageId: String(vip.id),
    })
    stripe.succeed(second.paymentIntentId)
    const swapped = await confirmCard(client, user, second.paymentIntentId)
    swapped.assertStatus(400)

    assert.equal(await balanceOf(user.id), 0)
    assert.lengthOf(await purchaseEntries(user.id), 0)
  })

  test('a provider 5xx or a network error gives a clear message and no credit', async ({
    client,
    assert,
  }) => {
    const { plus, user } = await plusBuyer()

    stripe.http.failNext(500, 3)
    const failed = await postAs(client, user, CARD.create, { packageId: plus.id }, 'es')
    failed.assertStatus(502)
    failed.assertBodyContains({ message: 'Error creando Payment Intent' })
    assert.lengthOf(await Purchase.query().where('userId', user.id), 0)

    const { paymentIntentId } = await startCardCheckout(client, user, plus.id)
    stripe.succeed(paymentIntentId)
    stripe.http.setDown(true)
    const lost = await confirmCard(client, user, paymentIntentId, 'es')
    stripe.http.setDown(false)
    lost.assertStatus(502)
    lost.assertBodyContains({ message: 'Error confirmando pago en el servidor' })
    assert.equal(await balanceOf(user.id), 0)

    const retried = await confirmCard(client, user, paymentIntentId)
    retried.assertStatus(200)
    assert.equal(await balanceOf(user.id), 600)
  })
})

test.group('Stripe webhook', (group) => {
  let stripe!: StripeFake
  fakeForGroup(group, useStripeFake, (fake) => (stripe = fake))
  // No truncation: the ledger refuses it. Every test works on its own fresh users.

  test('a bad signature is refused with 400 and nothing is credited', async ({
    client,
    assert,
  }) => {
    const { user, paymentIntentId } = await plusCardCheckout(client)
    stripe.succeed(paymentIntentId)

    const forged = stripe.signedEvent(paymentIntentId, 'payment_intent.succeeded', 'whsec_wrong')
    const response = await deliverStripeEvent(client, forged)
    response.assertStatus(400)

    const unsigned = await client.post(CARD.webhook).unsafeJson(forged.payload)
    unsigned.assertStatus(400)
    assert.equal(await balanceOf(user.id), 0)
  })

  test('the same webhook 50 times at once plus the browser confirm credit exactly once', async ({
    client,
    assert,
  }) => {
    const { user, paymentIntentId } = await plusCardCheckout(client)
    stripe.succeed(paymentIntentId)
    const event = stripe.signedEvent(paymentIntentId)

    const deliveries = Array.from({ length: 50 }, () => deliverStripeEvent(client, event))
    const confirm = confirmCard(client, user, paymentIntentId)
    const responses = await Promise.all([...deliveries, confirm])
    for (const response of responses) assert.equal(response.status(), 200)

    await assertCreditedOnce(assert, user.id, 600)
    assert.equal(await creditedPurchaseCount(user.id), 1)
  })

  test('a payment whose checkout row was lost is still credited by the webhook', async ({
    client,
    assert,
  }) => {
    const { user, paymentIntentId } = await plusCardCheckout(client)
    await db.from('purchases').where('external_id', paymentIntentId).delete()
    stripe.succeed(paymentIntentId)
    const response = await deliverStripeEvent(client, stripe.signedEvent(paymentIntentId))
    response.assertStatus(200)
    assert.equal(await balanceOf(user.id), 600)
  })

  test('payments:reconcile credits a succeeded payment whose confirmation was lost, once', async ({
    client,
    assert,
  }) => {
    const { user, paymentIntentId } = await plusCardCheckout(client)
    stripe.succeed(paymentIntentId)
    await reconcilePayments(2)
    await assertCreditedOnce(assert, user.id, 600)
  })
})
