import { test } from '@japa/runner'
import { randomUUID } from 'node:crypto'
import gateways from '#payments/services/gateway_registry'
import { sandboxGateways } from '#payments/sandbox/sandbox_gateways'
import { GatewayRefusedError } from '#payments/services/gateways'
import { balanceOf } from '#ledger/queries/balance_of'
import Purchase from '#payments/models/purchase'
import { recordPendingPurchase } from '#payments/actions/record_pending_purchase'
import { createUser } from '#tests/helpers/users'
import { fakeForGroup, seededPackage, useStripeFake } from '#tests/helpers/payments'
import { metricValue } from '#tests/helpers/metrics'
import {
  amountsOf,
  assertLedgerSound,
  creditedPurchase,
  entriesOf,
  projectionOf,
  spendChat,
} from '#tests/helpers/reversals'
import type { StripeFake } from '#tests/fakes/stripe_fake'

/*
| Stripe's side of refunds and disputes: the card
| gateway's refund through the real SDK against the loopback fake (which
| refuses what Stripe refuses), and the signed webhooks charge.refunded,
| charge.dispute.created and charge.dispute.closed.
*/

const WEBHOOK = '/api/payment-gateway/stripe/webhook'

const webhooks = (event: string, outcome: string) =>
  metricValue('velvet_payment_webhooks_total', { provider: 'stripe', event, outcome })

test.group('Stripe refunds and disputes', (group) => {
  let stripe!: StripeFake
  fakeForGroup(group, useStripeFake, (fake) => (stripe = fake))

  /** A card payment at the fake, credited as the confirm would. */
  async function paid(userId: number, slug: string, credit = true) {
    const pkg = await seededPackage(slug)
    const intent = await gateways.card().createIntent({
      amountCents: pkg.priceCents,
      currency: 'eur',
      userId,
      packageId: pkg.id,
      description: pkg.name,
      idempotencyKey: randomUUID(),
    })
    stripe.succeed(intent.id)
    if (!credit) {
      await recordPendingPurchase('stripe', 'card', intent.id, userId, pkg)
      return { intentId: intent.id, purchase: await Purchase.findByOrFail('externalId', intent.id) }
    }
    const purchase = await creditedPurchase(userId, slug, {
      provider: 'stripe',
      externalId: intent.id,
    })
    return { intentId: intent.id, purchase }
  }

  function deliver(client: any, event: { payload: string; header: string }) {
    return client.post(WEBHOOK).header('stripe-signature', event.header).unsafeJson(event.payload)
  }

  /** Delivers the event and checks the status the webhook answered. */
  async function delivered(client: any, event: { payload: string; header: string }, status = 200) {
    const response = await deliver(client, event)
    response.assertStatus(status)
  }

  /** How much a webhook outcome's counter moves during `work`. */
  async function countedDuring(event: string, outcome: string, work: () => Promise<unknown>) {
    const before = await webhooks(event, outcome)
    await work()
    const after = await webhooks(event, outcome)
    return after - before
  }

  test('the card gateway refunds through Stripe and reads the cumulative refunded back', async ({
    assert,
  }) => {
    const user = await createUser()
    const { intentId } = await paid(user.id, 'plus') // 999 cents
    const card = gateways.card()
    const first = await card.refund({ intentId, amountCents: 300, idempotencyKey: 'k1' })
    assert.equal(first.refundedCents, 300)
    assert.match(first.refundId, /^re_/)
    // The same key is the same refund, however often it is sent.
    assert.deepEqual(await card.refund({ intentId, amountCents: 300, idempotencyKey: 'k1' }), first)
    // A refund on the Dashboard counts too: cumulative.
    stripe.refundOnDashboard(intentId, 100)
    const tooMuch = await card
      .refund({ intentId, amountCents: 600, idempotencyKey: 'k2' })
      .catch((error) => error)
    assert.instanceOf(tooMuch, GatewayRefusedError)
    assert.equal(tooMuch.providerCode, 'amount_too_large')
    const rest = await card.refund({ intentId, idempotencyKey: 'k3' })
    assert.equal(rest.refundedCents, 999)
    const again = await card.refund({ intentId, idempotencyKey: 'k4' }).catch((error) => error)
    assert.equal(again.providerCode, 'charge_already_refunded')
    assert.lengthOf(stripe.requestsTo('POST', '/v1/refunds'), 5)
  })

  test('charge.refunded reverses by the cumulative amount; replays and older events change nothing', async ({
    client,
    assert,
  }) => {
    const user = await createUser()
    const { intentId, purchase } = await paid(user.id, 'plus')
    await spendChat(user.id, 500)
    const reversedBefore = await webhooks('charge.refunded', 'reversed')
    const replayedBefore = await webhooks('charge.refunded', 'already_reversed')

    stripe.refundOnDashboard(intentId, 333) // 200 points
    const older = stripe.signedObjectEvent('charge.refunded', { ...stripe.chargeOf(intentId) })
    const response = await deliver(client, older)
    response.assertStatus(200)
    assert.equal(await balanceOf(user.id), -100) // 100 reversed, 100 clawed back

    stripe.refundOnDashboard(intentId) // the rest: 999
    const full = stripe.signedObjectEvent('charge.refunded', { ...stripe.chargeOf(intentId) })
    // Ten deliveries of the newer event at once, then the older one again, late.
    const responses = await Promise.all(Array.from({ length: 10 }, () => deliver(client, full)))
    for (const each of responses) each.assertStatus(200)
    await delivered(client, older)

    assert.deepEqual(await amountsOf(user.id, 'clawback'), [-100, -400])
    assert.equal(await balanceOf(user.id), -500)
    await purchase.refresh()
    assert.equal(purchase.refundedCents, 999)
    assert.equal(purchase.refundedPoints, 600)
    const reversedAfter = await webhooks('charge.refunded', 'reversed')
    const replayedAfter = await webhooks('charge.refunded', 'already_reversed')
    assert.equal(reversedAfter - reversedBefore, 2)
    assert.equal(replayedAfter - replayedBefore, 10)
    await assertLedgerSound(assert, 'stripe refunds')
  })

  test('disputes: created freezes, closed lost reverses, closed won and warning_closed release', async ({
    client,
    assert,
  }) => {
    const user = await createUser()
    const lostOne = await paid(user.id, 'starter') // 250
    const wonOne = await paid(user.id, 'plus') // 600
    const dispute = stripe.charges.openDispute(stripe.chargeOf(lostOne.intentId))
    const created = stripe.signedObjectEvent('charge.dispute.created', { ...dispute })
    await delivered(client, created)
    await delivered(client, created)
    assert.deepEqual(await projectionOf(user.id), { balance: 600, held: 250 })
    // Stripe refuses to refund a charge under dispute.
    const refused = await gateways
      .card()
      .refund({ intentId: lostOne.intentId, idempotencyKey: randomUUID() })
      .catch((error) => error)
    assert.equal(refused.providerCode, 'charge_disputed')

    stripe.charges.closeDispute(dispute.id, 'lost')
    const lost = stripe.signedObjectEvent('charge.dispute.closed', { ...dispute })
    await delivered(client, lost)
    await delivered(client, lost)
    assert.deepEqual(await projectionOf(user.id), { balance: 600, held: 0 })
    assert.lengthOf(await entriesOf(user.id, 'reversal'), 1)

    for (const status of ['won', 'warning_closed'] as const) {
      const other = stripe.charges.openDispute(stripe.chargeOf(wonOne.intentId))
      await delivered(client, stripe.signedObjectEvent('charge.dispute.created', { ...other }))
      assert.deepEqual(await projectionOf(user.id), { balance: 0, held: 600 }, status)
      stripe.charges.closeDispute(other.id, status)
      await delivered(client, stripe.signedObjectEvent('charge.dispute.closed', { ...other }))
      assert.deepEqual(await projectionOf(user.id), { balance: 600, held: 0 }, status)
    }
    await assertLedgerSound(assert, 'stripe disputes')
  })

  test('another app’s payment is ignored with 200; a payment not credited yet gets a 5xx', async ({
    client,
    assert,
  }) => {
    const user = await createUser()
    const foreign = stripe.signedObjectEvent('charge.refunded', {
      id: 'ch_foreign',
      object: 'charge',
      amount: 1000,
      amount_refunded: 1000,
      payment_intent: 'pi_not_ours',
    })
    const ignored = await countedDuring('charge.refunded', 'unknown_payment', () =>
      delivered(client, foreign)
    )
    assert.equal(ignored, 1)

    const { intentId } = await paid(user.id, 'starter', false)
    stripe.refundOnDashboard(intentId)
    const early = stripe.signedObjectEvent('charge.refunded', { ...stripe.chargeOf(intentId) })
    const failed = await countedDuring('charge.refunded', 'failed', () =>
      delivered(client, early, 500)
    )
    assert.equal(failed, 1)
    // Once credited, Stripe's retry of the same event takes the points back.
    await creditedPurchase(user.id, 'starter', { provider: 'stripe', externalId: intentId })
    await delivered(client, early)
    assert.equal(await balanceOf(user.id), 0)
    await assertLedgerSound(assert, 'ignored and retried')
  })

  test('the sandbox card refunds like Stripe', async ({ assert }) => {
    const sandbox = sandboxGateways.card
    const pkg = await seededPackage('starter')
    const intent = await sandbox.createIntent({
      amountCents: pkg.priceCents,
      currency: 'eur',
      userId: 1,
      packageId: pkg.id,
      description: 'x',
      idempotencyKey: randomUUID(),
    })
    const early = await sandbox
      .refund({ intentId: intent.id, idempotencyKey: randomUUID() })
      .catch((error) => error)
    assert.equal(early.providerCode, 'charge_not_found')
    await sandbox.confirmWithCard(intent.clientSecret!, '4242424242424242')
    const key = randomUUID()
    const first = await sandbox.refund({
      intentId: intent.id,
      amountCents: 99,
      idempotencyKey: key,
    })
    assert.equal(first.refundedCents, 99)
    assert.deepEqual(
      await sandbox.refund({ intentId: intent.id, amountCents: 99, idempotencyKey: key }),
      first
    )
    const tooMuch = await sandbox
      .refund({ intentId: intent.id, amountCents: 401, idempotencyKey: randomUUID() })
      .catch((error) => error)
    assert.equal(tooMuch.providerCode, 'amount_too_large')
    const rest = await sandbox.refund({ intentId: intent.id, idempotencyKey: randomUUID() })
    assert.equal(rest.refundedCents, 499)
    const none = await sandbox
      .refund({ intentId: intent.id, idempotencyKey: randomUUID() })
      .catch((error) => error)
    assert.equal(none.providerCode, 'charge_already_refunded')
  })
})
