import { CSRF_HEADER, csrfHeaders, rememberCsrfToken } from './csrf.js'

/**
 * JSON calls to the app's own endpoints: same-origin cookies, the CSRF
 * token on every write (~/lib/csrf; each answer renews it) and a 30 s
 * timeout (product.md §7).
 *
 * `sendJson` never throws (status 0 on a network failure) for pages that map
 * statuses to messages; `apiPost`/`apiGet` throw an ApiError carrying the
 * server's translated message.
 */
export type JsonResponse<T> = { status: number; data: T | null }

/** What every failed answer may carry (the exception handler's shape): read before the caller's type. */
type ErrorAnswer = {
  success?: boolean
  message?: string
  code?: string
  errors?: { message?: string }[]
}

export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code?: string,
    readonly data?: unknown
  ) {
    super(message)
  }

  get isNetwork() {
    return this.status === 0
  }
}

export async function sendJson<T = unknown>(
  method: 'GET' | 'POST' | 'DELETE' | 'PATCH',
  url: string,
  body?: unknown
): Promise<JsonResponse<T>> {
  try {
    const response = await fetch(url, {
      method,
      credentials: 'same-origin',
      headers: {
        Accept: 'application/json',
        ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}),
        ...(method === 'GET' ? {} : await csrfHeaders()),
      },
      body: body !== undefined ? JSON.stringify(body) : undefined,
      signal: AbortSignal.timeout(30_000),
    })
    rememberCsrfToken(response.headers.get(CSRF_HEADER))
    const data = (await response.json().catch(() => null)) as T | null
    return { status: response.status, data }
  } catch {
    return { status: 0, data: null }
  }
}

export const postJson = <T = unknown>(url: string, body: unknown) => sendJson<T>('POST', url, body)

/* Callers name the answer's type (Data.<Module>.<Entity> where a transformer builds it). */
export async function apiRequest<T = unknown>(
  method: 'GET' | 'POST' | 'DELETE' | 'PATCH',
  url: string,
  body?: unknown
): Promise<T> {
  const { status, data } = await sendJson<ErrorAnswer>(method, url, body)
  if (status === 0) throw new ApiError('', 0)
  if (status >= 400 || data?.success === false) {
    const message = data?.message ?? data?.errors?.[0]?.message ?? ''
    throw new ApiError(message, status, data?.code, data)
  }
  return data as T
}

export const apiPost = <T = unknown>(url: string, body?: unknown) =>
  apiRequest<T>('POST', url, body)
export const apiGet = <T = unknown>(url: string) => apiRequest<T>('GET', url)
