import { test } from '@japa/runner'
import router from '@adonisjs/core/services/router'
import { urlFor } from '@adonisjs/core/services/url_builder'

/*
| The unit suite starts no HTTP server, like the worker (ace jobs:work) that
| mails the points expiry notice: the routes are committed all the same
| (providers/app_provider.ts), so urlFor builds the links there too.
*/
test.group('Named routes without an HTTP server', () => {
  test('the routes are committed and urlFor finds them', ({ assert }) => {
    assert.isTrue(router.commited)
    assert.equal(
      urlFor('profile.show', undefined, { qs: { tab: 'transactions' } }),
      '/profile?tab=transactions'
    )
    assert.equal(urlFor('password.reset_form', { token: 'abc' }), '/reset-password/abc')
  })
})
