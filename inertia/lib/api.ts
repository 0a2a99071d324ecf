/**
 * JSON calls to the app's own API: same-origin cookies, the CSRF token from
 * the XSRF-TOKEN cookie, a 30 s timeout (product.md §7), and one error type
 * carrying the server's translated message (or none on a network failure).
 */
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

function xsrfToken() {
  const match = document.cookie.split('; ').find((part) => part.startsWith('XSRF-TOKEN='))
  return match ? decodeURIComponent(match.slice('XSRF-TOKEN='.length)) : undefined
}

export async function apiRequest<T = any>(
  method: 'GET' | 'POST' | 'DELETE' | 'PATCH',
  url: string,
  body?: unknown
): Promise<T> {
  let response: Response
  try {
    const token = xsrfToken()
    response = await fetch(url, {
      method,
      credentials: 'same-origin',
      headers: {
        Accept: 'application/json',
        ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}),
        ...(token ? { 'X-XSRF-TOKEN': token } : {}),
      },
      body: body !== undefined ? JSON.stringify(body) : undefined,
      signal: AbortSignal.timeout(30_000),
    })
  } catch {
    throw new ApiError('', 0)
  }
  const payload = await response.json().catch(() => null)
  if (!response.ok || payload?.success === false) {
    const message = payload?.message ?? payload?.errors?.[0]?.message ?? ''
    throw new ApiError(message, response.status, payload?.code, payload)
  }
  return payload as T
}

export const apiPost = <T = any>(url: string, body?: unknown) => apiRequest<T>('POST', url, body)
export const apiGet = <T = any>(url: string) => apiRequest<T>('GET', url)
