import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { balanceOf } from '#ledger/queries/balance_of'
import { createUser } from '#tests/helpers/users'
import { fakeForGroup, seedPackages, usePayPalFake } from '#tests/helpers/payments'
import type { PayPalFake } from '#tests/fakes/paypal_fake'
import {
  PAYPAL,
  assertCreditedOnce,
  captureElsewhere,
  capturePayPal,
  plusBuyer,
  plusPayPalOrder,
  postAs,
  reconcilePayments,
  startPayPalOrder,
} from './payment_test_helpers.js'

test.group('PayPal (SDK against a loopback fake)', (group) => {
  let paypal!: PayPalFake
  fakeForGroup(group, usePayPalFake, (fake) => (paypal = fake))
  // No truncation: the ledger refuses it. Every test works on its own fresh users.

  test('the order is created from the package with a request id and returns the approval URL', async ({
    client,
    assert,
  }) => {
    const { plus, user } = await plusBuyer()
    const response = await postAs(client, user, PAYPAL.create, { packageId: plus.id, userId: 999 })
    response.assertStatus(200)
    assert.match(
      response.body().data.approvalUrl,
      /^https:\/\/www\.sandbox\.paypal\.com\/checkoutnow\?token=/
    )

    const sent = paypal.http.requestsTo('POST', '/v2/checkout/orders')[0]
    const body = JSON.parse(sent.body)
    assert.match(String(sent.headers['paypal-request-id']), /^order:/)
    assert.deepEqual(body.purchase_units[0].amount, { currency_code: 'EUR', value: '9.99' })
    assert.equal(body.purchase_units[0].custom_id, `${user.id}:${plus.id}`)
    assert.match(
      body.application_context.return_url,
      /\/payment\/success\?packageId=\d+&userId=\d+$/
    )
  })

  test('capture credits once: a reload, a second tab or two captures at once still give one credit', async ({
    client,
    assert,
  }) => {
    const { plus, user, orderId } = await plusPayPalOrder(client)

    const early = await capturePayPal(client, user, { orderId, packageId: plus.id }, 'es')
    early.assertStatus(400)
    early.assertBodyContains({ message: 'El pago no se ha aprobado en PayPal.' })

    paypal.approve(orderId)
    const [first, second] = await Promise.all([
      capturePayPal(client, user, { orderId, packageId: plus.id }),
      capturePayPal(client, user, { orderId, packageId: plus.id }),
    ])
    first.assertStatus(200)
    second.assertStatus(200)
    const reload = await capturePayPal(client, user, {
      orderId,
      packageId: plus.id,
      userId: user.id,
    })
    reload.assertStatus(200)
    assert.containsSubset(reload.body().data, {
      points: 600,
      amount: '9.99',
      orderId,
      newBalance: 600,
    })

    await assertCreditedOnce(assert, user.id, 600)
  })

  test('ORDER_ALREADY_CAPTURED at PayPal (captured elsewhere) is success when the order is ours', async ({
    client,
    assert,
  }) => {
    const { plus, user, orderId } = await plusPayPalOrder(client)
    paypal.approve(orderId)
    paypal.orders.get(orderId)!.status = 'APPROVED'
    await captureElsewhere(paypal, orderId)
    const response = await capturePayPal(client, user, { orderId, packageId: plus.id })
    response.assertStatus(200)
    assert.equal(await balanceOf(user.id), 600)
  })

  test("a wrong package or another user's order is refused", async ({ client, assert }) => {
    const packages = await seedPackages()
    const plus = packages.find((pkg) => pkg.slug === 'plus')!
    const vip = packages.find((pkg) => pkg.slug === 'vip')!
    const user = await createUser()
    const other = await createUser()
    const orderId = await startPayPalOrder(client, user, plus.id)
    paypal.approve(orderId)

    const wrongPackage = await capturePayPal(client, user, { orderId, packageId: vip.id })
    wrongPackage.assertStatus(400)
    const notYours = await capturePayPal(client, other, { orderId, packageId: plus.id })
    notYours.assertStatus(404)
    const missing = await capturePayPal(client, user, { packageId: plus.id })
    missing.assertStatus(422)
    assert.equal(await balanceOf(user.id), 0)
    assert.equal(await balanceOf(other.id), 0)
  })

  test('a tampered amount at PayPal is refused and nothing is credited', async ({
    client,
    assert,
  }) => {
    const { plus, user, orderId } = await plusPayPalOrder(client)
    paypal.setAmount(orderId, '0.99')
    paypal.approve(orderId)
    const response = await capturePayPal(client, user, { orderId, packageId: plus.id })
    response.assertStatus(400)
    assert.equal(await balanceOf(user.id), 0)
  })

  test('a PayPal 5xx gives a clear message and no credit', async ({ client, assert }) => {
    const { plus, user } = await plusBuyer()
    paypal.http.failNext(503, 5)
    const failed = await postAs(client, user, PAYPAL.create, { packageId: plus.id }, 'es')
    failed.assertStatus(502)
    failed.assertBodyContains({ message: 'Error creando orden de PayPal' })
    paypal.http.recover()

    const orderId = await startPayPalOrder(client, user, plus.id)
    paypal.approve(orderId)
    paypal.http.failNext(500, 5)
    const capture = await capturePayPal(client, user, { orderId, packageId: plus.id }, 'es')
    capture.assertStatus(502)
    paypal.http.recover()
    assert.equal(await balanceOf(user.id), 0)

    const retry = await capturePayPal(client, user, { orderId, packageId: plus.id })
    retry.assertStatus(200)
    assert.equal(await balanceOf(user.id), 600)
  })

  test('payments:reconcile captures and credits an approved order the payer never came back from', async ({
    client,
    assert,
  }) => {
    const { user, orderId } = await plusPayPalOrder(client)
    paypal.approve(orderId)
    await reconcilePayments()
    assert.equal(await balanceOf(user.id), 600)
  })
})

test.group('PayPal return page', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('missing parameters give "Parámetros de pago incompletos"', async ({ client, assert }) => {
    const response = await client.get('/payment/success?token=ABC').withRawCookie('lang', 'es')
    response.assertStatus(200)
    assert.include(response.text(), 'Parámetros de pago incompletos')
    const english = await client
      .get('/payment/success?packageId=1&userId=2')
      .withRawCookie('lang', 'en')
    assert.include(english.text(), 'Incomplete payment parameters')
  })

  test('complete parameters hand the order to the page', async ({ client, assert }) => {
    const response = await client
      .get('/payment/success?packageId=3&userId=7&token=ORDER1&PayerID=PAYER')
      .withInertia()
    assert.deepEqual(response.inertiaProps.params, {
      orderId: 'ORDER1',
      packageId: 3,
      payerId: 'PAYER',
    })
  })

  test('the cancel page says no charge was made', async ({ client, assert }) => {
    const response = await client.get('/payment/cancel').withRawCookie('lang', 'es')
    assert.include(response.text(), 'no se ha realizado ningún cargo')
  })
})
