import { createUser, TEST_PASSWORD } from '#tests/helpers/users'
import { rawHttp, rawRequest } from '#tests/helpers/raw_http'
import env from '#start/env'

/*
| A browser's side of raw requests: the cookies and CSRF token it holds,
| and the headers it sends, over which a test lays its odd ones.
*/

export type Header = [string, string]

export const HOST = `127.0.0.1:${env.get('PORT')}`

export const ACCEPT_HTML: Header = ['Accept', 'text/html,application/xhtml+xml']
export const ACCEPT_JSON: Header = ['Accept', 'application/json']

/** Cookies a response sets, by name. */
function setCookies(head: string) {
  const cookies: Record<string, string> = {}
  for (const line of head.split('\r\n').filter((header) => /^set-cookie:/i.test(header))) {
    const [pair] = line.replace(/^set-cookie:\s*/i, '').split(';')
    const at = pair.indexOf('=')
    cookies[pair.slice(0, at)] = pair.slice(at + 1)
  }
  return cookies
}

export type Browser = { cookie: string; csrf: string }

function browserOf(cookies: Record<string, string>, csrf: string): Browser {
  const pairs = Object.entries(cookies).map(([name, value]) => `${name}=${value}`)
  return { cookie: pairs.join('; '), csrf }
}

/** A visitor's session and CSRF token as a browser holds them before its first write; signed in if asked. */
export async function browserCookies(signedIn: boolean): Promise<Browser> {
  const asked = await rawRequest(
    rawHttp('GET', '/csrf-token', headersFor({ cookie: '', csrf: '' }, ACCEPT_JSON, [], ''))
  )
  const cookies = setCookies(asked.head)
  const csrf = (JSON.parse(asked.body) as { token: string }).token
  if (!signedIn) return browserOf(cookies, csrf)
  const user = await createUser()
  const body = JSON.stringify({ email: user.email, password: TEST_PASSWORD })
  const json: Header[] = [['Content-Type', 'application/json']]
  const login = await rawRequest(
    rawHttp('POST', '/login', headersFor(browserOf(cookies, csrf), ACCEPT_JSON, json, body), body)
  )
  if (login.status >= 400) throw new Error(`login failed: ${login.status} ${login.body}`)
  return browserOf({ ...cookies, ...setCookies(login.head) }, csrf)
}

/** Merges case headers over a browser-like request; a case header replaces the default. */
export function headersFor(base: Browser, accept: Header, extra: Header[], body: string): Header[] {
  const defaults: Header[] = [
    ['Host', HOST],
    ['Connection', 'close'],
    accept,
    ['Cookie', base.cookie],
    ['X-CSRF-Token', base.csrf],
    ['Content-Type', 'application/x-www-form-urlencoded'],
    ['Content-Length', String(Buffer.byteLength(body, 'latin1'))],
  ]
  const replaced = new Set(extra.map(([name]) => name.toLowerCase()))
  const chunked = replaced.has('transfer-encoding') && !replaced.has('content-length')
  return [
    ...defaults.filter(
      ([name]) =>
        !replaced.has(name.toLowerCase()) && !(chunked && name.toLowerCase() === 'content-length')
    ),
    ...extra,
  ]
}
