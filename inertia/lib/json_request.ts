/**
 * JSON calls to the app's own endpoints, with the CSRF token the server put
 * in the XSRF-TOKEN cookie (shield checks it on every state-changing
 * request). Network failures come back as status 0 instead of throwing.
 */
export type JsonResponse<T> = { status: number; data: T | null }

function xsrfToken() {
  const match = document.cookie.split('; ').find((part) => part.startsWith('XSRF-TOKEN='))
  return match ? decodeURIComponent(match.slice('XSRF-TOKEN='.length)) : ''
}

export async function postJson<T = Record<string, any>>(
  url: string,
  body: unknown
): Promise<JsonResponse<T>> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      credentials: 'same-origin',
      headers: {
        'Accept': 'application/json',
        'Content-Type': 'application/json',
        'X-XSRF-TOKEN': xsrfToken(),
      },
      body: JSON.stringify(body),
    })
    const data = (await response.json().catch(() => null)) as T | null
    return { status: response.status, data }
  } catch {
    return { status: 0, data: null }
  }
}
