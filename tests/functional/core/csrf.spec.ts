import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import NewsletterSubscription from '#engagement/models/newsletter_subscription'

/*
| A state-changing request whose CSRF token is missing or stale (the session
| expired while the page stayed open): refused with a translated reason in the
| form the caller reads, and nothing done.
*/
test.group('CSRF failures', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a JSON call gets a 403 with the reason in its language', async ({ client, assert }) => {
    for (const [lang, text] of [
      ['en', 'Reload the page and try again.'],
      ['es', 'Recarga la página y vuelve a intentarlo.'],
    ]) {
      const response = await client
        .post('/newsletter')
        .withRawCookie('lang', lang)
        .header('Accept', 'application/json')
        .header('X-CSRF-Token', 'stale-token')
        .json({ email: 'reader@example.com' })
        .redirects(0)
      response.assertStatus(403)
      assert.equal(response.body().code, 'E_BAD_CSRF_TOKEN')
      assert.isFalse(response.body().success)
      assert.include(response.body().message, text)
    }
    assert.lengthOf(await NewsletterSubscription.all(), 0)
  })

  test('a page form goes back with the reason as a toast', async ({ client, assert }) => {
    const response = await client
      .post('/newsletter')
      .withRawCookie('lang', 'es')
      .header('X-Inertia', 'true')
      .header('Referer', '/legal')
      .json({ email: 'reader@example.com' })
      .redirects(0)
    response.assertStatus(303)
    response.assertHeader('location', '/legal')
    const toast = response.flashMessage('toast') as { type: string; message: string }
    assert.equal(toast.type, 'error')
    assert.include(toast.message, 'Recarga la página')
    assert.lengthOf(await NewsletterSubscription.all(), 0)
  })
})
