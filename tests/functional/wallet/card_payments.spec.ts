import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import ace from '@adonisjs/core/services/ace'
import PaymentsReconcile from '#commands/payments_reconcile'
import Purchase from '#wallet/models/purchase'
import { balanceOf } from '#wallet/queries/balance_of'
import type User from '#accounts/models/user'
import { createUser, sessionOf } from '#tests/helpers/users'
import {
  purchaseEntries,
  fakeForGroup,
  seedPackages,
  seededPackage,
  useStripeFake,
} from '#tests/helpers/payments'
import type { StripeFake } from '#tests/fakes/stripe_fake'

const CREATE = '/api/payment-gateway/stripe/create-payment-intent'
const CONFIRM = '/api/payment-gateway/stripe/confirm-payment'
const WEBHOOK = '/api/payment-gateway/stripe/webhook'

test.group('Card payments (Stripe SDK against a loopback fake)', (group) => {
  let stripe!: StripeFake
  fakeForGroup(group, useStripeFake, (fake) => (stripe = fake))
  // No truncation: the ledger refuses it. Every test works on its own fresh users.

  async function checkout(client: any, user: User, packageId: number) {
    const response = await client
      .post(CREATE)
      .withSession(sessionOf(user))
      .withCsrfToken()
      .json({ packageId })
    response.assertStatus(200)
    return response.body().data as { clientSecret: string; paymentIntentId: string }
  }

  test('buying requires login', async ({ client }) => {
    const plus = await seededPackage('plus')
    const response = await client
      .post(CREATE)
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
    const packages = await seedPackages()
    const plus = packages.find((pkg) => pkg.slug === 'plus')!
    const user = await createUser()
    const other = await createUser()
    const response = await client
      .post(CREATE)
      .withSession(sessionOf(user))
      .withCsrfToken()
      .json({ packageId: plus.id, userId: other.id, amount: 1 })
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
    const unknown = await client
      .post(CREATE)
      .withSession(sessionOf(user))
      .withCsrfToken()
      .withRawCookie('lang', 'es')
      .json({ packageId: 99999 })
    unknown.assertStatus(404)
    unknown.assertBodyContains({ message: 'Este paquete no está a la venta.' })
    for (const packageId of ['abc', -1, 1.5, null]) {
      const invalid = await client
        .post(CREATE)
        .withSession(sessionOf(user))
        .withCsrfToken()
        .json({ packageId })
      invalid.assertStatus(422)
    }
  })

  test('confirm credits once when Stripe says succeeded; the receipt has the package, points, amount and balance', async ({
    client,
    assert,
  }) => {
    const plus = await seededPackage('plus')
    const user = await createUser()
    const { paymentIntentId } = await checkout(client, user, plus.id)

    const early = await client
      .post(CONFIRM)
      .withSession(sessionOf(user))
      .withCsrfToken()
      .withRawCookie('lang', 'es')
      .json({ paymentIntentId })
    early.assertStatus(402)
    early.assertBodyContains({ message: 'Error al confirmar el pago' })

    stripe.succeed(paymentIntentId)
    const confirmed = await client
      .post(CONFIRM)
      .withSession(sessionOf(user))
      .withCsrfToken()
      .withRawCookie('lang', 'es')
      .json({ paymentIntentId })
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

    const again = await client
      .post(CONFIRM)
      .withSession(sessionOf(user))
      .withCsrfToken()
      .json({ paymentIntentId })
    again.assertStatus(200)
    assert.containsSubset(again.body().data, { newBalance: 600, alreadyCredited: true })
    assert.lengthOf(await purchaseEntries(user.id), 1)
    assert.equal(await balanceOf(user.id), 600)
  })

  test('a declined card credits nothing', async ({ client, assert }) => {
    const plus = await seededPackage('plus')
    const user = await createUser()
    const { paymentIntentId } = await checkout(client, user, plus.id)
    stripe.decline(paymentIntentId)
    const response = await client
      .post(CONFIRM)
      .withSession(sessionOf(user))
      .withCsrfToken()
      .json({ paymentIntentId })
    response.assertStatus(402)
    response.assertBodyContains({ message: 'Your card was declined.' })
    assert.equal(await balanceOf(user.id), 0)
  })

  test("another user's payment cannot be confirmed", async ({ client, assert }) => {
    const plus = await seededPackage('plus')
    const buyer = await createUser()
    const thief = await createUser()
    const { paymentIntentId } = await checkout(client, buyer, plus.id)
    stripe.succeed(paymentIntentId)
    const response = await client
      .post(CONFIRM)
      .withSession(sessionOf(thief))
      .withCsrfToken()
      .json({ paymentIntentId })
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

    const first = await checkout(client, user, vip.id)
    stripe.setAmount(first.paymentIntentId, 50)
    stripe.succeed(first.paymentIntentId)
    const cheap = await client
      .post(CONFIRM)
      .withSession(sessionOf(user))
      .withCsrfToken()
      .json({ paymentIntentId: first.paymentIntentId })
    cheap.assertStatus(400)
    cheap.assertBodyContains({ code: 'amount_mismatch' })

    const second = await checkout(client, user, starter.id)
    stripe.setMetadata(second.paymentIntentId, {
      userId: String(user.id),
      packageId: String(vip.id),
    })
    stripe.succeed(second.paymentIntentId)
    const swapped = await client
      .post(CONFIRM)
      .withSession(sessionOf(user))
      .withCsrfToken()
      .json({ paymentIntentId: second.paymentIntentId })
    swapped.assertStatus(400)

    assert.equal(await balanceOf(user.id), 0)
    assert.lengthOf(await purchaseEntries(user.id), 0)
  })

  test('a provider 5xx or a network error gives a clear message and no credit', async ({
    client,
    assert,
  }) => {
    const plus = await seededPackage('plus')
    const user = await createUser()

    stripe.http.failNext(500, 3)
    const failed = await client
      .post(CREATE)
      .withSession(sessionOf(user))
      .withCsrfToken()
      .withRawCookie('lang', 'es')
      .json({ packageId: plus.id })
    failed.assertStatus(502)
    failed.assertBodyContains({ message: 'Error creando Payment Intent' })
    assert.lengthOf(await Purchase.query().where('userId', user.id), 0)

    const { paymentIntentId } = await checkout(client, user, plus.id)
    stripe.succeed(paymentIntentId)
    stripe.http.setDown(true)
    const lost = await client
      .post(CONFIRM)
      .withSession(sessionOf(user))
      .withCsrfToken()
      .withRawCookie('lang', 'es')
      .json({ paymentIntentId })
    stripe.http.setDown(false)
    lost.assertStatus(502)
    lost.assertBodyContains({ message: 'Error confirmando pago en el servidor' })
    assert.equal(await balanceOf(user.id), 0)

    const retried = await client
      .post(CONFIRM)
      .withSession(sessionOf(user))
      .withCsrfToken()
      .json({ paymentIntentId })
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
    const plus = await seededPackage('plus')
    const user = await createUser()
    const created = await client
      .post(CREATE)
      .withSession(sessionOf(user))
      .withCsrfToken()
      .json({ packageId: plus.id })
    const { paymentIntentId } = created.body().data
    stripe.succeed(paymentIntentId)

    const forged = stripe.signedEvent(paymentIntentId, 'payment_intent.succeeded', 'whsec_wrong')
    const response = await client
      .post(WEBHOOK)
      .header('stripe-signature', forged.header)
      .unsafeJson(forged.payload)
    response.assertStatus(400)

    const unsigned = await client.post(WEBHOOK).unsafeJson(forged.payload)
    unsigned.assertStatus(400)
    assert.equal(await balanceOf(user.id), 0)
  })

  test('the same webhook 50 times at once plus the browser confirm credit exactly once', async ({
    client,
    assert,
  }) => {
    const plus = await seededPackage('plus')
    const user = await createUser()
    const created = await client
      .post(CREATE)
      .withSession(sessionOf(user))
      .withCsrfToken()
      .json({ packageId: plus.id })
    const { paymentIntentId } = created.body().data
    stripe.succeed(paymentIntentId)
    const event = stripe.signedEvent(paymentIntentId)

    const deliveries = Array.from({ length: 50 }, () =>
      client.post(WEBHOOK).header('stripe-signature', event.header).unsafeJson(event.payload)
    )
    const confirm = client
      .post(CONFIRM)
      .withSession(sessionOf(user))
      .withCsrfToken()
      .json({ paymentIntentId })
    const responses = await Promise.all([...deliveries, confirm])
    for (const response of responses) assert.equal(response.status(), 200)

    assert.lengthOf(await purchaseEntries(user.id), 1)
    assert.equal(await balanceOf(user.id), 600)
    const [{ count }] = await db
      .from('purchases')
      .where('user_id', user.id)
      .where('status', 'credited')
      .count('* as count')
    assert.equal(Number(count), 1)
  })

  test('a payment whose checkout row was lost is still credited by the webhook', async ({
    client,
    assert,
  }) => {
    const plus = await seededPackage('plus')
    const user = await createUser()
    const created = await client
      .post(CREATE)
      .withSession(sessionOf(user))
      .withCsrfToken()
      .json({ packageId: plus.id })
    const { paymentIntentId } = created.body().data
    await db.from('purchases').where('external_id', paymentIntentId).delete()
    stripe.succeed(paymentIntentId)
    const event = stripe.signedEvent(paymentIntentId)
    const response = await client
      .post(WEBHOOK)
      .header('stripe-signature', event.header)
      .unsafeJson(event.payload)
    response.assertStatus(200)
    assert.equal(await balanceOf(user.id), 600)
  })

  test('payments:reconcile credits a succeeded payment whose confirmation was lost, once', async ({
    client,
    assert,
  }) => {
    const plus = await seededPackage('plus')
    const user = await createUser()
    const created = await client
      .post(CREATE)
      .withSession(sessionOf(user))
      .withCsrfToken()
      .json({ packageId: plus.id })
    stripe.succeed(created.body().data.paymentIntentId)

    for (let run = 0; run < 2; run++) {
      const command = await ace.create(PaymentsReconcile, [])
      await command.exec()
      command.assertSucceeded()
    }
    assert.equal(await balanceOf(user.id), 600)
    assert.lengthOf(await purchaseEntries(user.id), 1)
  })
})
