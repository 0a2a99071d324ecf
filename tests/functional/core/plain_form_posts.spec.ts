import { test } from '@japa/runner'
import mail from '@adonisjs/mail/services/main'
import testUtils from '@adonisjs/core/services/test_utils'
import { clearRateLimits, createUser, TEST_PASSWORD } from '#tests/helpers/users'
import { translator } from '#core/i18n/translator'

/*
| Every route a page's form posts to, sent as the browser sends a form
| before the page's script runs: urlencoded, no Inertia header, the `_csrf`
| field of the page it came from. The answer is a redirect (never a 5xx,
| never JSON), and the page it leads to shows the refusal in the visitor's
| language: beside the fields or as a toast.
*/
const base = () => `http://${process.env.HOST}:${process.env.PORT}`

type Jar = Map<string, string>

async function send(path: string, jar: Jar, init: RequestInit = {}) {
  const response = await fetch(`${base()}${path}`, {
    redirect: 'manual',
    ...init,
    headers: {
      Accept: 'text/html,application/xhtml+xml',
      Cookie: [...jar].map(([name, value]) => `${name}=${value}`).join('; '),
      ...(init.headers as Record<string, string>),
    },
  })
  for (const line of response.headers.getSetCookie()) {
    const [pair] = line.split(';', 1)
    const at = pair.indexOf('=')
    jar.set(pair.slice(0, at), pair.slice(at + 1))
  }
  return { response, body: await response.text() }
}

type PageProps = {
  errors: Record<string, string>
  toast: { type: string; message: string } | null
  csrfToken: string | null
  oldInput: Record<string, string> | null
}

function propsOf(html: string): PageProps {
  const json = html.match(/<script data-page="app" type="application\/json">(.*?)<\/script>/s)
  if (!json) throw new Error(`no page object in ${html.slice(0, 200)}`)
  return JSON.parse(json[1]).props
}

/** Opens a page as a browser does, then posts its form (fields urlencoded) as the browser would. */
async function postForm(jar: Jar, page: string, action: string, fields: Record<string, string>) {
  const { body } = await send(page, jar)
  const token = propsOf(body).csrfToken
  const form = new URLSearchParams({ ...(token ? { _csrf: token } : {}), ...fields })
  return send(action, jar, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/x-www-form-urlencoded',
      'Referer': `${base()}${page}`,
      'Origin': base(),
      'Sec-Fetch-Site': 'same-origin',
    },
    body: form.toString(),
  })
}

async function signedIn(lang: string): Promise<Jar> {
  const user = await createUser()
  const jar: Jar = new Map([['lang', lang]])
  const { response } = await postForm(jar, '/login', '/login', {
    email: user.email,
    password: TEST_PASSWORD,
  })
  if (response.status !== 302 && response.status !== 303) throw new Error('login failed')
  return jar
}

/** Each form: the page it is on, where it posts, fields the server refuses, and who sends it. */
const FORMS = [
  { page: '/login', action: '/login', fields: { email: '', password: '' } },
  { page: '/register', action: '/register', fields: { username: 'a', email: 'x', password: '1' } },
  { page: '/forgot-password', action: '/forgot-password', fields: { email: 'not-an-email' } },
  {
    page: '/reset-password/abc',
    action: '/reset-password',
    fields: { token: 'abc', password: '1' },
  },
  { page: '/verify-email', action: '/api/auth/verify-email', fields: { email: 'a@b.example' } },
  { page: '/verify-email', action: '/api/auth/resend-verification', fields: { email: '' } },
  { page: '/legal', action: '/newsletter', fields: { email: 'not-an-email' } },
  { page: '/profile', action: '/profile', fields: { bio: 'x'.repeat(501) }, user: true },
  { page: '/profile?tab=settings', action: '/profile/password', fields: {}, user: true },
  { page: '/profile?tab=settings', action: '/profile/delete', fields: {}, user: true },
] as const

const looksLikeKey = /^[a-z]+(\.[a-zA-Z_]+)+$/

test.group('Plain form posts (before the page script runs)', (group) => {
  group.each.setup(() => clearRateLimits())
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => {
    mail.fake()
    return () => mail.restore()
  })

  test('every form route answers a refused plain post with a redirect and translated errors', async ({
    assert,
  }) => {
    for (const { page, action, fields, ...rest } of FORMS) {
      const messages: Record<string, string[]> = {}
      for (const lang of ['es', 'en']) {
        const jar = 'user' in rest ? await signedIn(lang) : new Map([['lang', lang]])
        const what = `${lang} ${action} from ${page}`
        const { response, body } = await postForm(jar, page, action, fields)
        assert.oneOf(
          response.status,
          [302, 303],
          `${what}: ${response.status} ${body.slice(0, 200)}`
        )
        assert.notInclude(String(response.headers.get('content-type')), 'json', what)
        const location = new URL(response.headers.get('location')!, base())
        assert.equal(location.pathname + location.search, page, `${what}: back to the form`)
        const next = await send(page, jar)
        const props = propsOf(next.body)
        const shown = [...Object.values(props.errors), props.toast?.message].filter(Boolean)
        assert.isNotEmpty(shown, `${what}: a message shown`)
        for (const message of shown) assert.notMatch(String(message), looksLikeKey, what)
        // The form was read, not refused for its token.
        assert.notInclude(shown, translator(lang as 'es' | 'en')('errors.staleForm'), what)
        messages[lang] = shown as string[]
      }
      assert.notDeepEqual(messages.es, messages.en, `${action}: in each language`)
    }
  }).timeout(120_000)

  test('the old input comes back beside the fields, never a password', async ({ assert }) => {
    const jar: Jar = new Map([['lang', 'es']])
    const fields = { username: 'ana', email: 'ana@', password: 'moonlight' }
    await postForm(jar, '/register', '/register', { ...fields, password_confirmation: 'x' })
    const { body } = await send('/register', jar)
    assert.deepEqual(propsOf(body).oldInput, { username: 'ana', email: 'ana@' })
    assert.notInclude(body, 'moonlight')
  })

  test('the age confirmation sets the cookie and goes back; another site cannot post it', async ({
    assert,
  }) => {
    const jar: Jar = new Map([['lang', 'en']])
    const { response } = await postForm(jar, '/legal', '/age-confirmation', {})
    assert.equal(response.status, 303)
    assert.equal(response.headers.get('location'), `${base()}/legal`)
    assert.equal(jar.get('age_ok'), '1')

    const forged = await send('/age-confirmation', new Map(), {
      method: 'POST',
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        'Origin': 'https://elsewhere.example',
        'Sec-Fetch-Site': 'cross-site',
      },
      body: '',
    })
    assert.notInclude(forged.response.headers.getSetCookie().join(';'), 'age_ok=1')
  })
})
