import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { Exception } from '@adonisjs/core/exceptions'
import HttpExceptionHandler from '#core/exceptions/handler'
import { DomainError } from '#core/exceptions/domain_error'
import { InsufficientBalanceError } from '#ledger/exceptions/ledger_errors'
import { AccountError } from '#accounts/exceptions/account_error'
import { PaymentError } from '#payments/exceptions/payment_error'
import { ChatError } from '#engagement/exceptions/chat_error'
import { translator } from '#core/i18n/translator'
import { clearRateLimits, createUser } from '#tests/helpers/users'

/** What the app's exception handler answers a JSON client for an error thrown by any module. */
async function jsonAnswer(error: unknown, lang = 'en') {
  const ctx = await testUtils.createHttpContext()
  ctx.request.request.headers.accept = 'application/json'
  ctx.t = translator(lang as never)
  await new HttpExceptionHandler().handle(error, ctx)
  ctx.response.finish()
  return {
    status: ctx.response.getStatus(),
    body: ctx.response.getBody() as Record<string, unknown>,
    retryAfter: ctx.response.getHeader('retry-after'),
  }
}

test.group('Domain errors: one shape for every module', (group) => {
  group.each.setup(() => clearRateLimits())
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('accounts and payments errors answer JSON the same way', async ({ assert }) => {
    const account = await jsonAnswer(new AccountError('auth.login.errors.invalidCredentials'))
    const payment = await jsonAnswer(new PaymentError('package_not_found', 404))
    for (const answer of [account, payment]) {
      assert.deepEqual(Object.keys(answer.body).sort(), ['code', 'message', 'success'])
      assert.isFalse(answer.body.success)
    }
    assert.deepEqual(account.body, {
      success: false,
      code: 'E_ACCOUNT',
      message: 'Invalid credentials',
    })
    assert.equal(payment.status, 404)
    assert.equal(payment.body.code, 'package_not_found')
  })

  test('a balance too low, from any module, answers the insufficient-balance 402', async ({
    assert,
  }) => {
    const fromWallet = await jsonAnswer(new InsufficientBalanceError(3, 50), 'es')
    assert.equal(fromWallet.status, 402)
    assert.deepEqual(fromWallet.body, {
      success: false,
      code: 'E_INSUFFICIENT_BALANCE',
      message: 'Tu saldo no alcanza para esto. Compra puntos para continuar.',
      balance: 3,
      cost: 50,
    })
    const fromChat = await jsonAnswer(
      new ChatError('chat.errors.insufficientBalance', 402, { balance: 1, cost: 5 })
    )
    assert.equal(fromChat.status, 402)
    assert.include(fromChat.body, { code: 'E_INSUFFICIENT_BALANCE', balance: 1, cost: 5 })
    assert.equal(fromChat.body.message, 'Insufficient balance. You need 5 points and have 1 point.')
    // A 402 that is not one of ours still reads as the insufficient balance, never "an error".
    const foreign = await jsonAnswer(new Exception('short', { status: 402 }))
    assert.equal(foreign.status, 402)
    assert.equal(foreign.body.code, 'E_INSUFFICIENT_BALANCE')
    assert.equal(foreign.body.message, 'Your balance does not cover this. Buy points to continue.')
  })

  test('extra fields never override the shape; Retry-After travels as a header', async ({
    assert,
  }) => {
    const error = new DomainError('errors.tooManyAttempts', {
      status: 429,
      code: 'E_TOO_MANY_REQUESTS',
      vars: { seconds: 7 },
      data: { success: true, retryAfter: 7 },
      retryAfter: 7,
    })
    const answer = await jsonAnswer(error)
    assert.equal(answer.status, 429)
    assert.equal(answer.retryAfter, '7')
    assert.isFalse(answer.body.success)
    assert.equal(answer.body.message, 'Too many attempts. Please try again in 7 seconds.')
  })

  test('an Inertia form gets the message beside its field and goes back (303)', async ({
    client,
  }) => {
    const user = await createUser()
    const response = await client
      .post('/login')
      .withCsrfToken()
      .header('X-Inertia', 'true')
      .header('referer', '/login')
      .json({ email: user.email, password: 'wrong-password' })
      .redirects(0)
    response.assertStatus(303)
    response.assertHeader('location', '/login')
    response.assertFlashMessage('inputErrorsBag', { form: ['Invalid credentials'] })
  })

  test('the same error asked as JSON answers the JSON shape', async ({ client, assert }) => {
    const user = await createUser()
    const response = await client
      .post('/login')
      .withCsrfToken()
      .header('accept', 'application/json')
      .json({ email: user.email, password: 'wrong-password' })
      .redirects(0)
    response.assertStatus(400)
    assert.deepEqual(response.body(), {
      success: false,
      code: 'E_INVALID_CREDENTIALS',
      message: 'Invalid credentials',
    })
  })
})
