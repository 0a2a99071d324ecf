import { test } from '@japa/runner'
import mail from '@adonisjs/mail/services/main'
import testUtils from '@adonisjs/core/services/test_utils'
import NewsletterSubscription from '#engagement/models/newsletter_subscription'

/*
| A reader's XSRF-TOKEN cookie is reused instead of encrypted anew on every
| page (#core/http/csrf_cookie_reuse): reads write no new cookie, the token
| inside still passes a write, and a cookie never passes for another session.
| Raw HTTP (fetch), so cookies travel exactly as a browser sends them back.
*/
const base = () => `http://${process.env.HOST}:${process.env.PORT}`

type Jar = Map<string, string>

async function visit(path: string, jar: Jar, init: RequestInit = {}) {
  const cookie = [...jar].map(([name, value]) => `${name}=${value}`).join('; ')
  const response = await fetch(`${base()}${path}`, {
    redirect: 'manual',
    ...init,
    headers: { Cookie: cookie, ...(init.headers as Record<string, string>) },
  })
  const set = new Map<string, string>()
  for (const line of response.headers.getSetCookie()) {
    const [pair] = line.split(';', 1)
    const at = pair.indexOf('=')
    set.set(pair.slice(0, at), pair.slice(at + 1))
  }
  for (const [name, value] of set) jar.set(name, value)
  await response.arrayBuffer()
  return { status: response.status, set }
}

test.group('CSRF cookie on reads', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => {
    mail.fake()
    return () => mail.restore()
  })

  test('a returning reader gets no new XSRF cookie, and its token still passes a write', async ({
    assert,
  }) => {
    const jar: Jar = new Map([['lang', 'en']])
    const first = await visit('/legal', jar)
    assert.isTrue(first.set.has('XSRF-TOKEN'), 'a first visit gets its token')
    const issued = jar.get('XSRF-TOKEN')!

    const again = await visit('/legal', jar)
    assert.equal(again.status, 200)
    assert.isFalse(again.set.has('XSRF-TOKEN'), 'the token was encrypted anew')

    const write = await visit('/newsletter', jar, {
      method: 'POST',
      headers: {
        'Accept': 'application/json',
        'Content-Type': 'application/json',
        'X-XSRF-TOKEN': decodeURIComponent(issued),
      },
      body: JSON.stringify({ email: 'reader@example.com' }),
    })
    assert.equal(write.status, 302, 'the write was refused')
    assert.lengthOf(await NewsletterSubscription.all(), 1)
  })

  test("another session's XSRF cookie is not reused", async ({ assert }) => {
    const mine: Jar = new Map([['lang', 'en']])
    await visit('/legal', mine)
    const theirs: Jar = new Map([['lang', 'en']])
    await visit('/legal', theirs)

    theirs.set('XSRF-TOKEN', mine.get('XSRF-TOKEN')!)
    const crossed = await visit('/legal', theirs)
    assert.isTrue(crossed.set.has('XSRF-TOKEN'), 'a cookie of another session was kept')
    assert.notEqual(crossed.set.get('XSRF-TOKEN'), mine.get('XSRF-TOKEN'))
  })
})
