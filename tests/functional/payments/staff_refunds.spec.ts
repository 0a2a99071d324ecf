import { test } from '@japa/runner'
import { randomUUID } from 'node:crypto'
import { spendPoints } from '#ledger/actions/spend_points'
import { balanceOf } from '#ledger/queries/balance_of'
import { createUser, sessionOf } from '#tests/helpers/users'
import { fakeForGroup, useStripeFake } from '#tests/helpers/payments'
import { boughtByCard, reversalEntries, sendRefund } from '#tests/helpers/refunds'
import type { StripeFake } from '#tests/fakes/stripe_fake'

const spend = (userId: number, amount: number) =>
  spendPoints(
    { userId, amount, reference: 'photo_request:1', idempotencyKey: `spend:${randomUUID()}` },
    'photo'
  )

test.group('Staff refunds by card (Stripe SDK against a loopback fake)', (group) => {
  let stripe!: StripeFake
  fakeForGroup(group, useStripeFake, (fake) => (stripe = fake))
  // No truncation: the ledger refuses it. Every test works on its own fresh users.
  const refundsOf = (intentId: string) =>
    stripe
      .requestsTo('POST', '/v1/refunds')
      .filter((request) => new URLSearchParams(request.body).get('payment_intent') === intentId)

  test('a full refund gives the money back at Stripe, reverses the points and says so', async ({
    client,
    assert,
  }) => {
    const staff = await createUser({ role: 'staff' })
    const user = await createUser()
    const purchase = await boughtByCard(client, user, { stripe })
    assert.equal(await balanceOf(user.id), 600)

    const response = await sendRefund(client, staff, purchase.id, { refundedCents: 0 })
    response.assertStatus(303)
    // Back to the account's history on the staff page.
    assert.match(response.header('location') ?? '', /\/staff\/ledger\?user=x$/)
    response.assertFlashMessage('toast', {
      type: 'success',
      message: 'Refunded €9.99. Points taken back: 600 (0 of them below zero). Balance now: 0.',
    })

    const sent = refundsOf(purchase.externalId)
    assert.lengthOf(sent, 1)
    assert.equal(new URLSearchParams(sent[0].body).get('amount'), '999')
    assert.equal(sent[0].headers['idempotency-key'], `refund:${purchase.id}:0:999`)
    await purchase.refresh()
    assert.equal(purchase.refundedCents, 999)
    assert.equal(purchase.refundedPoints, 600)
    assert.deepEqual(await reversalEntries(user.id), [['reversal', -600]])
    assert.equal(await balanceOf(user.id), 0)

    // Nothing is left to refund: refused, translated, nothing sent.
    const again = await sendRefund(client, staff, purchase.id, { refundedCents: 999 }, 'es')
    again.assertFlashMessage('toast', {
      type: 'error',
      message: 'Esta compra ya se ha reembolsado por completo.',
    })
    assert.lengthOf(refundsOf(purchase.externalId), 1)
  })

  test('partial refunds after a spend: points reversed in proportion, the spent part clawed back below zero', async ({
    client,
    assert,
  }) => {
    const staff = await createUser({ role: 'staff' })
    const user = await createUser()
    const purchase = await boughtByCard(client, user, { stripe })
    await spend(user.id, 500)

    const first = await sendRefund(client, staff, purchase.id, { amount: '4,99', refundedCents: 0 })
    first.assertStatus(303)
    // ceil(600 × 499 / 999) = 300: the 100 left are reversed, 200 already spent are clawed back.
    assert.deepEqual(await reversalEntries(user.id), [
      ['reversal', -100],
      ['clawback', -200],
    ])
    assert.equal(await balanceOf(user.id), -200)

    const rest = await sendRefund(client, staff, purchase.id, { amount: '5', refundedCents: 499 })
    rest.assertStatus(303)
    await purchase.refresh()
    assert.equal(purchase.refundedCents, 999)
    assert.equal(purchase.refundedPoints, 600)
    assert.equal(await balanceOf(user.id), -500)
    assert.deepEqual(
      refundsOf(purchase.externalId).map((r) => new URLSearchParams(r.body).get('amount')),
      ['499', '500']
    )

    // The staff page flags the account: its balance is below zero.
    const page = await client
      .get('/staff/ledger')
      .qs({ user: user.username })
      .withSession(sessionOf(staff))
      .withInertia()
    const flagged = page.inertiaProps.attention.negativeBalances
    assert.containsSubset(
      flagged.find((row: any) => row.userId === user.id),
      { balance: -500, username: user.username }
    )
    assert.containsSubset(page.inertiaProps.purchases[0], {
      purchaseId: purchase.id,
      refundedCents: 999,
      refundableCents: 0,
      transactionId: purchase.externalId,
    })
  })

  test('more than is left to refund is refused beside the amount, translated, and nothing moves', async ({
    client,
    assert,
  }) => {
    const staff = await createUser({ role: 'staff' })
    const user = await createUser()
    const purchase = await boughtByCard(client, user, { stripe })

    for (const [amount, lang, message] of [
      ['10.00', 'es', 'El importe debe estar entre 0,01 € y 9,99 €, lo que queda por reembolsar.'],
      ['0', 'en', 'The amount must be between €0.01 and €9.99, what is left to refund.'],
    ] as const) {
      const response = await sendRefund(
        client,
        staff,
        purchase.id,
        { amount, refundedCents: 0 },
        lang
      )
      response.assertStatus(303)
      response.assertFlashMessage('inputErrorsBag', { amount: [message] })
    }
    assert.lengthOf(refundsOf(purchase.externalId), 0)
    await purchase.refresh()
    assert.equal(purchase.refundedCents, 0)
    assert.deepEqual(await reversalEntries(user.id), [])
    assert.equal(await balanceOf(user.id), 600)
  })

  test('a double submit refunds once; the same form sent again later is refused', async ({
    client,
    assert,
  }) => {
    const staff = await createUser({ role: 'staff' })
    const user = await createUser()
    const purchase = await boughtByCard(client, user, { stripe })

    const both = await Promise.all([
      sendRefund(client, staff, purchase.id, { amount: '3.00', refundedCents: 0 }),
      sendRefund(client, staff, purchase.id, { amount: '3.00', refundedCents: 0 }),
    ])
    for (const response of both) response.assertStatus(303)
    // One key: Stripe answers the second request with the first refund.
    const keys = new Set(refundsOf(purchase.externalId).map((r) => r.headers['idempotency-key']))
    assert.deepEqual([...keys], [`refund:${purchase.id}:0:300`])
    await purchase.refresh()
    assert.equal(purchase.refundedCents, 300)
    // ceil(600 × 300 / 999) = 181
    assert.deepEqual(await reversalEntries(user.id), [['reversal', -181]])

    const late = await sendRefund(client, staff, purchase.id, { amount: '3.00', refundedCents: 0 })
    late.assertFlashMessage('toast', {
      type: 'error',
      message:
        'This purchase changed since the page was loaded (€3.00 refunded by now). Nothing was refunded: reload the page and check before refunding again.',
    })
    await purchase.refresh()
    assert.equal(purchase.refundedCents, 300)
    assert.equal(await balanceOf(user.id), 600 - 181)
  })

  test('Stripe refusing or unreachable: a translated reason and nothing moved', async ({
    client,
    assert,
  }) => {
    const staff = await createUser({ role: 'staff' })
    const user = await createUser()
    const purchase = await boughtByCard(client, user, { stripe })

    stripe.http.failNext(400)
    const refused = await sendRefund(client, staff, purchase.id, { refundedCents: 0 }, 'es')
    refused.assertFlashMessage('toast', {
      type: 'error',
      message: 'El proveedor de pagos rechazó el reembolso. No se ha reembolsado nada.',
    })
    // 500s: the SDK retries twice, then gives up.
    stripe.http.failNext(500, 3)
    const down = await sendRefund(client, staff, purchase.id, { refundedCents: 0 })
    down.assertFlashMessage('toast', {
      type: 'error',
      message:
        'The payment provider could not be reached. Nothing was refunded; try again in a moment.',
    })
    stripe.http.recover()
    await purchase.refresh()
    assert.equal(purchase.refundedCents, 0)
    assert.deepEqual(await reversalEntries(user.id), [])
    assert.equal(await balanceOf(user.id), 600)
  })

  test('only staff refund: visitors go to log in, users get 403; bad input gets field errors', async ({
    client,
    assert,
  }) => {
    const user = await createUser()
    const purchase = await boughtByCard(client, user, { stripe })

    const visitor = await client
      .post(`/staff/purchases/${purchase.id}/refund`)
      .withCsrfToken()
      .header('X-Inertia', 'true')
      .json({ refundedCents: 0 })
      .redirects(0)
    visitor.assertStatus(302)
    assert.equal(visitor.header('location'), '/login')
    const notStaff = await sendRefund(client, user, purchase.id, { refundedCents: 0 })
    notStaff.assertStatus(403)

    const staff = await createUser({ role: 'staff' })
    const bad = await sendRefund(client, staff, purchase.id, { amount: 'lots', refundedCents: -1 })
    bad.assertFlashMessage('inputErrorsBag', {
      amount: ['Enter an amount in euros, e.g. 4.99'],
      refundedCents: ['Must be at least 0'],
    })
    const missing = await sendRefund(client, staff, purchase.id, {}, 'es')
    missing.assertFlashMessage('inputErrorsBag', { refundedCents: ['Este campo es obligatorio'] })
    const unknown = await sendRefund(client, staff, 999_999_999, { refundedCents: 0 })
    unknown.assertFlashMessage('toast', { type: 'error', message: 'This purchase does not exist.' })
    const json = await client
      .post(`/staff/purchases/${purchase.id}/refund`)
      .withSession(sessionOf(staff))
      .withCsrfToken()
      .accept('json')
      .json({ amount: '99', refundedCents: 0 })
    json.assertStatus(422)
    json.assertBodyContains({ code: 'amount_out_of_range' })

    assert.lengthOf(refundsOf(purchase.externalId), 0)
    await purchase.refresh()
    assert.equal(purchase.refundedCents, 0)
  })
})
