import { test } from '@japa/runner'
import ace from '@adonisjs/core/services/ace'
import PaymentsRefund from '#commands/payments_refund'
import { balanceOf } from '#ledger/queries/balance_of'
import { createUser, sessionOf } from '#tests/helpers/users'
import { fakeForGroup, usePayPalFake, useStripeFake } from '#tests/helpers/payments'
import { boughtByCard, boughtByPayPal, reversalEntries, sendRefund } from '#tests/helpers/refunds'
import type { PayPalFake } from '#tests/fakes/paypal_fake'
import type { StripeFake } from '#tests/fakes/stripe_fake'

/** Runs `payments:refund` and returns it with its log lines. */
async function refundCommand(...argv: string[]) {
  ace.ui.switchMode('raw')
  try {
    const command = await ace.create(PaymentsRefund, argv)
    await command.exec()
    const logs = command.logger
      .getLogs()
      .map((log) => log.message)
      .join('\n')
    return { command, logs }
  } finally {
    ace.ui.switchMode('normal')
  }
}

test.group('Staff refunds by PayPal (SDK against a loopback fake)', (group) => {
  let paypal!: PayPalFake
  fakeForGroup(group, usePayPalFake, (fake) => (paypal = fake))

  test('the capture is refunded at PayPal with a request id, then the points reversed', async ({
    client,
    assert,
  }) => {
    const staff = await createUser({ role: 'staff' })
    const user = await createUser()
    const purchase = await boughtByPayPal(client, user, paypal)
    assert.isString(purchase.captureId)

    const response = await sendRefund(client, staff, purchase.id, {
      amount: '4.99',
      refundedCents: 0,
    })
    response.assertStatus(303)
    response.assertFlashMessage('toast', {
      type: 'success',
      message: 'Refunded €4.99. Points taken back: 300 (0 of them below zero). Balance now: 300.',
    })
    const sent = paypal.http.requestsTo(
      'POST',
      `/v2/payments/captures/${purchase.captureId}/refund`
    )
    assert.lengthOf(sent, 1)
    assert.equal(sent[0].headers['paypal-request-id'], `refund:${purchase.id}:0:499`)
    assert.deepEqual(JSON.parse(sent[0].body).amount, { value: '4.99', currency_code: 'EUR' })
    await purchase.refresh()
    assert.equal(purchase.refundedCents, 499)
    assert.deepEqual(await reversalEntries(user.id), [['reversal', -300]])
    assert.equal(await balanceOf(user.id), 300)

    // The receipt (a reload of the return page) shows the capture id and what went back.
    const receipt = await client
      .post('/api/payment-gateway/paypal/capture-order')
      .withSession(sessionOf(user))
      .withCsrfToken()
      .json({ orderId: purchase.externalId, packageId: purchase.packageId })
    assert.containsSubset(receipt.body().data, {
      transactionId: purchase.captureId,
      refunded: '4.99',
      refundedPoints: 300,
      newBalance: 300,
    })
  })

  test('payments:refund refunds what is left and prints the points and the new balance', async ({
    client,
    assert,
  }) => {
    const user = await createUser()
    const purchase = await boughtByPayPal(client, user, paypal)
    const { command, logs } = await refundCommand(String(purchase.id))
    command.assertSucceeded()
    assert.include(logs, `refunded 9.99 EUR of purchase ${purchase.id} at paypal`)
    assert.include(logs, 'points reversed: 600, clawed back: 0 (600 of this purchase in all)')
    assert.include(logs, `user ${user.id}'s balance is now 0`)
    assert.equal(await balanceOf(user.id), 0)
  })
})

test.group('Staff refunds: payments:refund by card', (group) => {
  let stripe!: StripeFake
  fakeForGroup(group, useStripeFake, (fake) => (stripe = fake))

  test('--amount takes euros; a refusal is printed translated and fails the command', async ({
    client,
    assert,
  }) => {
    const user = await createUser()
    const purchase = await boughtByCard(client, user, { stripe })

    const part = await refundCommand(String(purchase.id), '--amount=2.50')
    part.command.assertSucceeded()
    // ceil(600 × 250 / 999) = 151
    assert.include(part.logs, 'points reversed: 151, clawed back: 0')
    assert.include(part.logs, '2.50 EUR of 9.99 EUR refunded in all')

    const tooMuch = await refundCommand(String(purchase.id), '--amount=9.99')
    tooMuch.command.assertFailed()
    assert.include(
      tooMuch.logs,
      'not refunded: The amount must be between €0.01 and €7.49, what is left to refund. (amount_out_of_range)'
    )
    for (const argv of [['abc'], [String(purchase.id), '--amount=1.234']]) {
      const bad = await refundCommand(...argv)
      bad.command.assertFailed()
    }
    const unknown = await refundCommand('999999999')
    unknown.command.assertFailed()
    assert.include(unknown.logs, 'This purchase does not exist.')

    assert.deepEqual(await reversalEntries(user.id), [['reversal', -151]])
    assert.equal(await balanceOf(user.id), 600 - 151)
  })
})

test.group('Staff refunds in the sandbox (no keys)', () => {
  test('a sandbox card purchase is refunded by the sandbox gateway, once', async ({
    client,
    assert,
  }) => {
    const staff = await createUser({ role: 'staff' })
    const user = await createUser()
    const purchase = await boughtByCard(client, user)
    assert.equal(purchase.provider, 'sandbox')

    const both = await Promise.all([
      sendRefund(client, staff, purchase.id, { refundedCents: 0 }),
      sendRefund(client, staff, purchase.id, { refundedCents: 0 }),
    ])
    for (const response of both) response.assertStatus(303)
    await purchase.refresh()
    assert.equal(purchase.refundedCents, 999)
    assert.deepEqual(await reversalEntries(user.id), [['reversal', -600]])
    assert.equal(await balanceOf(user.id), 0)
  })
})
