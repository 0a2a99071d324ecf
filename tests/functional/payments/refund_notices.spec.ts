import { test } from '@japa/runner'
import { randomUUID } from 'node:crypto'
import { refundPurchase } from '#payments/actions/refund_purchase'
import { freezeDisputedPoints } from '#payments/actions/freeze_disputed_points'
import { spendPoints } from '#ledger/actions/spend_points'
import { createUser, sessionOf } from '#tests/helpers/users'
import { boughtByCard, sendRefund } from '#tests/helpers/refunds'

const CONFIRM = '/api/payment-gateway/stripe/confirm-payment'

test.group('Refunds and disputes: what the user and staff are told (sandbox)', () => {
  test('a balance below zero is explained on the profile and in the header (en, es)', async ({
    client,
    assert,
  }) => {
    const user = await createUser()
    const purchase = await boughtByCard(client, user)
    await spendPoints(
      { userId: user.id, amount: 500, reference: 'photo_request:7', idempotencyKey: randomUUID() },
      'photo'
    )
    const outcome = await refundPurchase({ purchaseId: purchase.id, staffUserId: null })
    assert.equal(outcome.balanceAfter, -500)

    const enPage = await client.get('/profile').withSession(sessionOf(user))
    const en = enPage.text()
    assert.include(en, 'data-testid="points-standing-negative"')
    assert.include(en, 'Your balance is below zero.')
    assert.include(
      en,
      'Spending is blocked until it is back to zero: points you buy pay this first'
    )
    assert.match(en, /data-testid="header-standing">Below zero: spending blocked</)

    const esPage = await client
      .get('/profile?tab=transactions')
      .withSession(sessionOf(user))
      .withRawCookie('lang', 'es')
    const es = esPage.text()
    assert.include(es, 'Tu saldo está por debajo de cero.')
    assert.match(es, /data-testid="header-standing">Bajo cero: gasto bloqueado</)

    // The receipt of the purchase, asked again, shows what went back and the provider's id.
    const receipt = await client
      .post(CONFIRM)
      .withSession(sessionOf(user))
      .withCsrfToken()
      .json({ paymentIntentId: purchase.externalId })
    receipt.assertStatus(200)
    assert.containsSubset(receipt.body().data, {
      alreadyCredited: true,
      transactionId: purchase.externalId,
      refundedCents: 999,
      refunded: '9.99',
      refundedPoints: 600,
      newBalance: -500,
    })
  })

  test('an open dispute: points frozen for the user, flagged for staff, no refund meanwhile', async ({
    client,
    assert,
  }) => {
    const staff = await createUser({ role: 'staff' })
    const user = await createUser()
    const purchase = await boughtByCard(client, user)
    const frozen = await freezeDisputedPoints({ purchaseId: purchase.id, disputeId: 'dp_test_1' })
    assert.equal(frozen.frozenPoints, 600)

    const props = await client.get('/profile').withSession(sessionOf(user)).withInertia()
    assert.deepEqual(props.inertiaProps.pointsStanding, { frozenPoints: 600, openDisputes: 1 })
    const profile = await client.get('/profile').withSession(sessionOf(user))
    const html = profile.text()
    assert.include(html, 'data-testid="points-standing-frozen"')
    assert.include(html, 'Held while a payment of yours is disputed with your bank: 600 points.')
    assert.match(html, /data-testid="header-standing">600 frozen \(dispute\)</)

    const page = await client.get('/staff/ledger').withSession(sessionOf(staff)).withInertia()
    assert.containsSubset(
      page.inertiaProps.attention.openDisputes.find((row: any) => row.purchaseId === purchase.id),
      { userId: user.id, username: user.username, disputeId: 'dp_test_1', frozenPoints: 600 }
    )

    const refused = await sendRefund(client, staff, purchase.id, { refundedCents: 0 })
    refused.assertFlashMessage('toast', {
      type: 'error',
      message:
        'This payment is disputed at the bank: the bank settles it, it cannot be refunded here.',
    })
  })
})
