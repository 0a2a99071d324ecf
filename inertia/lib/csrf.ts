import { http } from '@inertiajs/react'
import { urlFor } from './routes.js'

/*
| The CSRF token for the app's own writes (docs/decisions/0032-lazy-sessions.md). Reads never start
| a session, so a page carries no token:
*/
export const CSRF_HEADER = 'X-CSRF-Token'
const WRITES = new Set(['post', 'put', 'patch', 'delete'])

let token: string | undefined
let asking: Promise<string | undefined> | undefined

/**
 * What an answer of ours said: its token, or none (the session has no
 * secret any more: signed out, or ended), so the next write asks again.
 */
export function rememberCsrfToken(value: string | null | undefined) {
  token = value || undefined
}

/** The token for a write: the one kept, else a new one from the server. */
export function csrfToken(): Promise<string | undefined> {
  if (token) return Promise.resolve(token)
  asking ??= fetch(urlFor('csrf.token'), {
    credentials: 'same-origin',
    headers: { Accept: 'application/json' },
    signal: AbortSignal.timeout(30_000),
  })
    .then((response) => (response.ok ? response.json() : null))
    .then((body: { token?: unknown } | null) => {
      if (typeof body?.token === 'string') token = body.token
      return token
    })
    .catch(() => undefined)
    .finally(() => {
      asking = undefined
    })
  return asking
}

/** The header to send with a write (none when no token could be had: the server refuses it clearly). */
export async function csrfHeaders(): Promise<Record<string, string>> {
  const value = await csrfToken()
  return value ? { [CSRF_HEADER]: value } : {}
}

/** Inertia's visits, through its public http hooks: writes carry the token, answers renew it. */
export function sendCsrfTokenWithInertia() {
  http.onRequest(async (config) => {
    if (!WRITES.has(config.method.toLowerCase())) return config
    return { ...config, headers: { ...config.headers, ...(await csrfHeaders()) } }
  })
  http.onResponse((response) => {
    rememberCsrfToken(response.headers[CSRF_HEADER.toLowerCase()])
    return response
  })
}
