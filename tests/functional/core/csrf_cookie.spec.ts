import { test } from '@japa/runner'
import mail from '@adonisjs/mail/services/main'
import testUtils from '@adonisjs/core/services/test_utils'
import NewsletterSubscription from '#engagement/models/newsletter_subscription'

/*
| CSRF through Shield's own middleware and config (config/shield.ts), no
| binding over it: a read hands out an XSRF-TOKEN cookie whose token passes
| a write, a write without it is refused, and another session's token does
| not pass. Raw HTTP (fetch), so cookies travel exactly as a browser sends
| them back.
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

test.group('CSRF cookie', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => {
    mail.fake()
    return () => mail.restore()
  })

  test("a reader's XSRF cookie carries a token that passes a write", async ({ assert }) => {
    const jar: Jar = new Map([['lang', 'en']])
    const first = await visit('/legal', jar)
    assert.isTrue(first.set.has('XSRF-TOKEN'), 'a first visit gets its token')
    const issued = jar.get('XSRF-TOKEN')!

    const again = await visit('/legal', jar)
    assert.equal(again.status, 200)

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

  test("a write without a token, or with another session's, is refused", async ({ assert }) => {
    const mine: Jar = new Map([['lang', 'en']])
    await visit('/legal', mine)
    const theirs: Jar = new Map([['lang', 'en']])
    await visit('/legal', theirs)

    const write = (jar: Jar, token?: string) =>
      visit('/newsletter', jar, {
        method: 'POST',
        headers: {
          'Accept': 'application/json',
          'Content-Type': 'application/json',
          ...(token ? { 'X-XSRF-TOKEN': decodeURIComponent(token) } : {}),
        },
        body: JSON.stringify({ email: 'crossed@example.com' }),
      })
    const withoutToken = await write(theirs)
    assert.equal(withoutToken.status, 403, 'no token')
    const crossed = await write(theirs, mine.get('XSRF-TOKEN'))
    assert.equal(crossed.status, 403, "another session's")
    assert.lengthOf(await NewsletterSubscription.all(), 0)
  })
})
