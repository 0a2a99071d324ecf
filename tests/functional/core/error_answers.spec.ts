import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import { Exception } from '@adonisjs/core/exceptions'
import testUtils from '@adonisjs/core/services/test_utils'
import HttpExceptionHandler from '#core/exceptions/handler'

/** Runs with the app in development mode, as under `npm start`. */
async function inDevelopment<T>(run: () => Promise<T>) {
  Object.defineProperty(app, 'inDev', { get: () => true, configurable: true })
  try {
    return await run()
  } finally {
    delete (app as { inDev?: boolean }).inDev
  }
}

async function pageRequest() {
  const ctx = await testUtils.createHttpContext()
  ctx.request.request.headers.accept = 'text/html'
  return ctx
}

test.group('Error answers: every error status has a body', () => {
  test('a server error while developing shows the stack, not an empty 200', async ({ assert }) => {
    const ctx = await pageRequest()
    await inDevelopment(() =>
      new HttpExceptionHandler().handle(new Error('boom in a handler'), ctx)
    )
    assert.equal(ctx.response.getStatus(), 500)
    assert.include(String(ctx.response.getBody()), 'boom in a handler')
  })

  test('a refusal a page caller gets is the translated reason, not the internal message', async ({
    assert,
  }) => {
    const ctx = await pageRequest()
    const tooLarge = new Exception('request entity too large', { status: 413 })
    await new HttpExceptionHandler().handle(tooLarge, ctx)
    assert.equal(ctx.response.getStatus(), 413)
    assert.equal(ctx.response.getBody(), 'The request is too large.')
  })

  test('a body that claims gzip and is not is the client’s fault: 400', async ({ assert }) => {
    const ctx = await pageRequest()
    const zlibError = Object.assign(new Error('incorrect header check'), { code: 'Z_DATA_ERROR' })
    await new HttpExceptionHandler().handle(zlibError, ctx)
    assert.equal(ctx.response.getStatus(), 400)
    assert.equal(
      ctx.response.getBody(),
      'The request could not be understood. Reload the page and try again.'
    )
  })
})
