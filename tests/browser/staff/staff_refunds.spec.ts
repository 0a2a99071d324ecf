import { test } from '@japa/runner'
import Purchase from '#payments/models/purchase'
import { sandboxGateways } from '#payments/sandbox/sandbox_gateways'
import { startCardCheckout } from '#payments/actions/start_card_checkout'
import { creditCardIntent } from '#payments/actions/credit_card_intent'
import { balanceOf } from '#ledger/queries/balance_of'
import { createUser } from '#tests/helpers/users'
import { seededPackage } from '#tests/helpers/payments'
import { waitForHydration } from '#tests/helpers/browser'
import { axeFindings } from '#tests/helpers/axe'

/** A Plus purchase (9.99 €, 600 points) paid with the sandbox card and credited. */
async function sandboxPurchase(userId: number) {
  const plus = await seededPackage('plus')
  const checkout = await startCardCheckout(userId, plus.id)
  await sandboxGateways.card.confirmWithCard(checkout.clientSecret, '4242424242424242')
  const intent = await sandboxGateways.card.retrieveIntent(checkout.paymentIntentId)
  const receipt = await creditCardIntent('sandbox', intent!)
  return receipt.purchaseId
}

test.group('Staff refund a purchase from the staff page (sandbox)', () => {
  test('part of a purchase: form, confirm step, then the toast and the row say what went back', async ({
    visit,
    assert,
  }) => {
    const customer = await createUser()
    const purchaseId = await sandboxPurchase(customer.id)
    const staff = await createUser({ role: 'staff' })
    const { page } = await visit(`/staff/ledger?user=${customer.username}`, {
      cookies: { lang: 'en' },
      user: staff,
    })
    await waitForHydration(page)

    await page.getByRole('button', { name: `Refund purchase #${purchaseId}` }).click()
    await page.getByLabel('Part of it').check()
    await page.getByLabel('Amount (EUR)').fill('4.99')
    await page.getByRole('button', { name: 'Continue' }).click()
    const confirm = page.getByTestId('staff-refund-confirm')
    assert.include(await confirm.textContent(), `purchase #${purchaseId}`)
    // The staff page with its purchases, refund form and confirm step open: no serious finding.
    assert.deepEqual(await axeFindings(page), [])
    await page.getByRole('button', { name: 'Refund now' }).click()

    await page.getByText('Refunded €4.99. Points taken back: 300').waitFor()
    await page.getByTestId('staff-purchase-refunded').waitFor()
    const purchase = await Purchase.findOrFail(purchaseId)
    assert.equal(purchase.refundedCents, 499)
    assert.equal(await balanceOf(customer.id), 300)
  })
})
