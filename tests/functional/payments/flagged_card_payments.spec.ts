import { test } from '@japa/runner'
import type { ApiClient } from '@japa/api-client'
import ace from '@adonisjs/core/services/ace'
import PaymentsReconcile from '#commands/payments_reconcile'
import Purchase from '#payments/models/purchase'
import { reconcilePayments } from '#payments/actions/reconcile_payments'
import { balanceOf } from '#ledger/queries/balance_of'
import type User from '#accounts/models/user'
import { createUser, sessionOf } from '#tests/helpers/users'
import {
  fakeForGroup,
  purchaseEntries,
  seededPackage,
  useStripeFake,
} from '#tests/helpers/payments'
import type { StripeFake } from '#tests/fakes/stripe_fake'
import {
  assertFlagged,
  confirmCard,
  deliverStripeEvent,
  startCardCheckout,
} from './payment_test_helpers.js'

async function staffPage(client: ApiClient, staff: User) {
  const response = await client.get('/staff/ledger').withSession(sessionOf(staff)).withInertia()
  response.assertStatus(200)
  return response.inertiaProps.flagged as { externalId: string; reason: string }[]
}

/** A card checkout of the package, started and still pending at Stripe: the intent's id. */
async function cardCheckout(client: ApiClient, user: User, slug: string) {
  const pkg = await seededPackage(slug)
  const { paymentIntentId } = await startCardCheckout(client, user, pkg.id)
  return { id: paymentIntentId, pkg }
}

test.group(
  'Payment mismatch flagged for staff: card (Stripe SDK against a loopback fake)',
  (group) => {
    let stripe!: StripeFake
    fakeForGroup(group, useStripeFake, (fake) => (stripe = fake))

    test('reconcile marks a paid intent with another amount failed and flagged, once; staff see it', async ({
      client,
      assert,
    }) => {
      const user = await createUser()
      const { id } = await cardCheckout(client, user, 'vip')
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
      const after = await Purchase.findByOrFail('externalId', id)
      assert.equal(after.flaggedAt!.toMillis(), flagged.flaggedAt!.toMillis())
      assert.equal(await balanceOf(user.id), 0)

      // Neither the browser confirm nor the webhook can credit it afterwards.
      const confirm = await confirmCard(client, user, id)
      confirm.assertStatus(400)
      confirm.assertBodyContains({ code: 'amount_mismatch' })
      const webhook = await deliverStripeEvent(client, stripe.signedEvent(id))
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
      const { id } = await cardCheckout(client, user, 'plus')
      stripe.setCurrency(id, 'usd')
      stripe.succeed(id)
      const confirm = await confirmCard(client, user, id)
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
      const swapped = await cardCheckout(client, user, 'starter')
      stripe.setMetadata(swapped.id, { userId: String(user.id), packageId: String(vip.id) })
      stripe.succeed(swapped.id)
      const stolen = await cardCheckout(client, user, 'plus')
      stripe.setMetadata(stolen.id, { userId: String(other.id), packageId: String(stolen.pkg.id) })
      stripe.succeed(stolen.id)

      for (const id of [swapped.id, stolen.id]) {
        const response = await deliverStripeEvent(client, stripe.signedEvent(id))
        response.assertStatus(200)
      }
      await assertFlagged(assert, swapped.id, 'package_mismatch', { packageId: vip.id })
      await assertFlagged(assert, stolen.id, 'user_mismatch', { userId: other.id })
      assert.equal(await balanceOf(other.id), 0)
    })
  }
)
