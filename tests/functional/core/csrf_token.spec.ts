import { test } from '@japa/runner'
import mail from '@adonisjs/mail/services/main'
import testUtils from '@adonisjs/core/services/test_utils'
import NewsletterSubscription from '#engagement/models/newsletter_subscription'

/*
| Lazy sessions and CSRF (docs/decisions/0032-lazy-sessions.md): a visitor who
| only reads gets no session cookie; GET /csrf-token begins the session and
| its token passes a write; answers to that session carry a fresh token; a
| write without a token, or with another session's, is refused. Raw HTTP
| (fetch), so cookies travel exactly as a browser sends them back.
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
  const body = await response.text()
  return { status: response.status, set, headers: response.headers, body }
}

const json = { 'Accept': 'application/json', 'Content-Type': 'application/json' }

function subscribe(jar: Jar, token: string | undefined, email = 'reader@example.com') {
  return visit('/newsletter', jar, {
    method: 'POST',
    headers: { ...json, ...(token ? { 'X-CSRF-Token': token } : {}) },
    body: JSON.stringify({ email }),
  })
}

test.group('CSRF token and lazy sessions', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => {
    mail.fake()
    return () => mail.restore()
  })

  test('a visitor who only reads gets no session cookie and no token', async ({ assert }) => {
    const jar: Jar = new Map([['lang', 'en']])
    for (const path of ['/', '/models', '/legal']) {
      const page = await visit(path, jar)
      assert.equal(page.status, 200, path)
      assert.deepEqual([...page.set.keys()], [], `${path} set no cookie`)
      assert.isNull(page.headers.get('x-csrf-token'), `${path} carries no token`)
      assert.notInclude(String(page.headers.get('cache-control')), 'private')
    }
  })

  test('GET /csrf-token begins the session; its token passes a write', async ({ assert }) => {
    const jar: Jar = new Map([['lang', 'en']])
    const asked = await visit('/csrf-token', jar, { headers: { Accept: 'application/json' } })
    assert.equal(asked.status, 200)
    assert.equal(asked.headers.get('cache-control')?.includes('no-store'), true)
    assert.isTrue(asked.set.has('velvet-session'), 'the session begins here')
    const { token } = JSON.parse(asked.body) as { token: string }
    assert.isString(token)

    // Every answer to that session now carries a fresh token, and is private.
    const read = await visit('/legal', jar)
    const renewed = read.headers.get('x-csrf-token')
    assert.isString(renewed)
    assert.notEqual(renewed, token)
    assert.include(String(read.headers.get('cache-control')), 'private')

    const write = await subscribe(jar, renewed!)
    assert.equal(write.status, 302, 'the write passed (back to the page)')
    assert.lengthOf(await NewsletterSubscription.all(), 1)
    // The older token is still good for the same session.
    const again = await subscribe(jar, token, 'second@example.com')
    assert.equal(again.status, 302)
  })

  test("a write without a token, with a made-up one, or with another session's, is refused", async ({
    assert,
  }) => {
    const mine: Jar = new Map([['lang', 'en']])
    const asked = await visit('/csrf-token', mine)
    const { token: myToken } = JSON.parse(asked.body)
    const theirs: Jar = new Map([['lang', 'en']])
    await visit('/csrf-token', theirs)
    const stranger: Jar = new Map([['lang', 'en']])

    const statuses = [
      await subscribe(theirs, undefined),
      await subscribe(theirs, 'made-up'),
      await subscribe(theirs, myToken),
      await subscribe(stranger, myToken),
    ].map((answer) => answer.status)
    // No token, a made-up one, another session's, and no session at all.
    assert.deepEqual(statuses, [403, 403, 403, 403])
    assert.lengthOf(await NewsletterSubscription.all(), 0)
  })

  test("the payment provider's signed webhook needs no token", async ({ assert }) => {
    const jar: Jar = new Map()
    const hook = await visit('/api/payment-gateway/stripe/webhook', jar, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({}),
    })
    assert.notEqual(hook.status, 403)
    assert.deepEqual([...hook.set.keys()], [], 'and starts no session')
  })
})
