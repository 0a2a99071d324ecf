import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import mail from '@adonisjs/mail/services/main'
import Purchase from '#payments/models/purchase'
import { purchaseReceiptJob, type PurchaseReceiptData } from '#payments/jobs/purchase_receipt_job'
import type User from '#accounts/models/user'
import { createUser, mailsTo, sessionOf } from '#tests/helpers/users'
import { fakeForGroup, seededPackage, usePayPalFake, useStripeFake } from '#tests/helpers/payments'
import type { PayPalFake } from '#tests/fakes/paypal_fake'
import type { StripeFake } from '#tests/fakes/stripe_fake'
import { clock } from '#core/clock'

/*
| The receipt mail: credit_purchase enqueues its job
| in the credit's transaction, only on the call that credited, so the
| webhook and the browser's confirm arriving together mail once. The job
| is run here as the worker would (the mail fake catches what it queues).
*/

const API = '/api/payment-gateway'

/** The receipt jobs enqueued for a purchase (pg-boss's table). */
async function receiptJobs(purchaseId: number): Promise<PurchaseReceiptData[]> {
  const result = await db.rawQuery(
    `SELECT data FROM pgboss.job WHERE name = ? AND (data->>'purchaseId')::bigint = ?`,
    [purchaseReceiptJob.name, purchaseId]
  )
  return result.rows.map((row: { data: PurchaseReceiptData }) => row.data)
}

async function purchaseOf(user: User) {
  return Purchase.query().where('userId', user.id).firstOrFail()
}

test.group('Purchase receipt mail: card', (group) => {
  let stripe!: StripeFake
  fakeForGroup(group, useStripeFake, (fake) => (stripe = fake))
  group.each.teardown(() => mail.restore())

  test('webhooks and the confirm arriving together: one receipt, in the buyer’s language', async ({
    client,
    assert,
  }) => {
    const plus = await seededPackage('plus')
    const user = await createUser({ locale: 'es' })
    const created = await client
      .post(`${API}/stripe/create-payment-intent`)
      .withSession(sessionOf(user))
      .withCsrfToken()
      .json({ packageId: plus.id })
    const { paymentIntentId } = created.body().data
    stripe.succeed(paymentIntentId)
    const event = stripe.signedEvent(paymentIntentId)
    const confirm = () =>
      client
        .post(`${API}/stripe/confirm-payment`)
        .withSession(sessionOf(user))
        .withCsrfToken()
        .json({ paymentIntentId })
    const responses = await Promise.all([
      ...Array.from({ length: 5 }, () =>
        client
          .post(`${API}/stripe/webhook`)
          .header('stripe-signature', event.header)
          .unsafeJson(event.payload)
      ),
      confirm(),
    ])
    for (const response of responses) assert.equal(response.status(), 200)
    const replayed = await confirm()
    replayed.assertStatus(200)

    const purchase = await purchaseOf(user)
    const jobs = await receiptJobs(purchase.id)
    assert.deepEqual(jobs, [{ purchaseId: purchase.id }])

    const mails = mail.fake()
    await purchaseReceiptJob.handle(jobs[0])
    // Intl puts a no-break space before the euro sign in Spanish.
    const queued = await mailsTo(mails, user.email)
    const sent = queued.map((one) => ({
      subject: one.subject,
      text: one.text.replaceAll('\u00a0', ' '),
      html: one.html.replaceAll('\u00a0', ' '),
    }))
    assert.lengthOf(sent, 1)
    assert.equal(sent[0].subject, 'Tu recibo de Velvet: Plus')
    for (const line of [
      'hemos añadido 600 puntos a tu saldo',
      'Paquete: Plus',
      'Puntos: 600',
      'Importe pagado: 9,99 €',
      'Método de pago: Tarjeta',
      `ID de transacción: ${paymentIntentId}`,
      'Fecha: ',
      '/profile?tab=transactions',
    ]) {
      assert.include(sent[0].text, line)
      assert.include(sent[0].html, line)
    }
  })

  test('a payment that is not credited (declined) mails nothing', async ({ client, assert }) => {
    const plus = await seededPackage('plus')
    const user = await createUser()
    const created = await client
      .post(`${API}/stripe/create-payment-intent`)
      .withSession(sessionOf(user))
      .withCsrfToken()
      .json({ packageId: plus.id })
    const response = await client
      .post(`${API}/stripe/confirm-payment`)
      .withSession(sessionOf(user))
      .withCsrfToken()
      .json({ paymentIntentId: created.body().data.paymentIntentId })
    response.assertStatus(402)
    const purchase = await purchaseOf(user)
    assert.lengthOf(await receiptJobs(purchase.id), 0)
  })
})

test.group('Purchase receipt mail: PayPal', (group) => {
  let paypal!: PayPalFake
  fakeForGroup(group, usePayPalFake, (fake) => (paypal = fake))
  group.each.teardown(() => mail.restore())

  test('two captures at once and a reload: one receipt with the capture id (en)', async ({
    client,
    assert,
  }) => {
    const plus = await seededPackage('plus')
    const user = await createUser({ locale: 'en' })
    const ordered = await client
      .post(`${API}/paypal/create-order`)
      .withSession(sessionOf(user))
      .withCsrfToken()
      .json({ packageId: plus.id })
    const orderId = new URL(ordered.body().data.approvalUrl).searchParams.get('token')!
    paypal.approve(orderId)
    const capture = () =>
      client
        .post(`${API}/paypal/capture-order`)
        .withSession(sessionOf(user))
        .withCsrfToken()
        .json({ orderId, packageId: plus.id })
    for (const response of [...(await Promise.all([capture(), capture()])), await capture()]) {
      response.assertStatus(200)
    }

    const purchase = await purchaseOf(user)
    assert.isString(purchase.captureId)
    const jobs = await receiptJobs(purchase.id)
    assert.lengthOf(jobs, 1)
    const mails = mail.fake()
    await purchaseReceiptJob.handle(jobs[0])
    const [receipt] = await mailsTo(mails, user.email)
    assert.equal(receipt.subject, 'Your Velvet receipt: Plus')
    assert.include(receipt.text, '600 points have been added to your balance')
    assert.include(receipt.text, 'Amount paid: €9.99')
    assert.include(receipt.text, 'Payment method: PayPal')
    assert.include(receipt.text, `Transaction ID: ${purchase.captureId}`)

    // Erased since (pseudonymised): a late redelivery writes to no one.
    user.deletedAt = clock.dateTime()
    await user.save()
    await purchaseReceiptJob.handle(jobs[0])
    assert.lengthOf(await mailsTo(mails, user.email), 1)
  })

  test('an unknown purchase mails nothing', async ({ assert }) => {
    const mails = mail.fake()
    await purchaseReceiptJob.handle({ purchaseId: 0 })
    assert.lengthOf(mails.mails.queued(), 0)
  })
})
