import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import NewsletterSubscription from '#engagement/models/newsletter_subscription'

/*
| Addresses from outside (a non-ASCII address once answered
| 500): whatever a visitor types, as JSON, a plain form or
| several times at once, the answer is never a 500 — an address we can store
| and mail is accepted, anything else is refused (422, or 400 for characters
| refused before any handler) and nothing is stored for it. Mail goes
| through the real queue here, not a fake.
*/
const ADDRESSES = [
  'josé@example.com',
  'müller@bücher.de',
  'user@xn--bcher-kva.de',
  '用户@例子.广告',
  'a@b.c',
  '"quoted local"@example.com',
  'emoji😀@example.com',
  'x@[127.0.0.1]',
  `${'a'.repeat(64)}@${'b'.repeat(63)}.com`,
  'nul\u0000byte@example.com',
  'rtl\u202e@example.com',
  'İSTANBUL@example.com',
  `${'é'.repeat(60)}@example.com`,
  `${'😀'.repeat(60)}@example.com`,
  'ﬁle@example.com',
  'a\ud800b@example.com',
  'zero\u200bwidth@example.com',
  'dotless@exämple.com.',
]

test.group('Newsletter addresses', (group) => {
  group.each.setup(($test) => {
    // Requests at once need connections of their own: no shared test transaction for them.
    if (!$test.title.includes('at once')) return testUtils.db().withGlobalTransaction()
  })

  test('no address answers a 500; refused ones are a 422 and store nothing', async ({
    client,
    assert,
  }) => {
    const answers: string[] = []
    for (const email of ADDRESSES) {
      const form = answers.length % 2 === 1
      const request = client
        .post('/newsletter')
        .withCsrfToken()
        .withRawCookie('lang', 'en')
        .redirects(0)
      const response = form
        ? await request.header('Accept', 'text/html').form({ email })
        : await request.header('Accept', 'application/json').json({ email })
      const status = response.status()
      answers.push(`${status} ${email}`)
      assert.oneOf(
        status,
        [200, 302, 303, 400, 422],
        `${email}: ${status} ${response.text().slice(0, 120)}`
      )
      // A plain form is sent back to its page, its refusal in the flashed errors.
      const refused =
        status >= 400 || Object.keys(response.flashMessages()?.errors ?? {}).length > 0
      // (A NUL never reaches the database: the request is refused before any handler.)
      if (refused && !email.includes('\u0000')) {
        const stored = await NewsletterSubscription.findBy('email', email.toLowerCase())
        assert.isNull(stored, `${email} refused but stored`)
      }
    }
    assert.lengthOf(answers, ADDRESSES.length)
  })

  test('the same new address sent several times at once: one row, no 500', async ({
    client,
    assert,
  }) => {
    const email = `doble-${process.pid}-ñ@example.com`
    try {
      const answers = await Promise.all(
        Array.from({ length: 12 }, () =>
          client
            .post('/newsletter')
            .withCsrfToken()
            .header('Accept', 'application/json')
            .json({ email })
            .redirects(0)
        )
      )
      assert.deepEqual(
        answers.map((answer) => answer.status()).filter((status) => status >= 500),
        []
      )
      const rows = await NewsletterSubscription.query().where('email', email)
      assert.lengthOf(rows, 1)
    } finally {
      await NewsletterSubscription.query().where('email', email).delete()
    }
  })
})
