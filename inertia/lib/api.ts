import type { Registry } from '~/../.adonisjs/client/registry/schema.d.ts'
import { registry } from '~/../.adonisjs/client/registry/index'
import { CSRF_HEADER, csrfHeaders, rememberCsrfToken } from './csrf.js'
import { urlFor } from './routes.js'

/*
| The pages' one way to call the app's own endpoints: by route name, with the body and answer types
| the route registry generates from the controllers.
*/
export type ApiRoute = keyof Registry & string
type Types<N extends ApiRoute> = Registry[N]['types']
// A route that redirects a plain form post answers JSON to the pages: its `void` is not theirs.
export type ApiAnswer<N extends ApiRoute> = Exclude<Types<N>['response'], void>

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

export type ApiCall<N extends ApiRoute> = {
  params?: Types<N>['params']
  query?: Record<string, unknown>
  /** JSON, or a FormData for an upload. */
  body?: Types<N>['body'] | FormData
  /** The route's own method unless it takes several. */
  method?: Method
  signal?: AbortSignal
  accept?: string
  /** 30 s unless said; null for an answer that streams as long as it takes. */
  timeoutMs?: number | null
}

/** What every failed answer may carry (the exception handler's shape). */
type ErrorAnswer = {
  message?: string
  code?: string
  errors?: { message?: string }[]
  [field: string]: unknown
}

export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly reason: 'refused' | 'network' | 'timeout' | 'unreadable',
    readonly code?: string,
    readonly data?: ErrorAnswer
  ) {
    super(message)
  }

  get isNetwork() {
    return this.status === 0
  }
}

/** The raw answer of a named route (streams read it); throws only when no answer came. */
export async function apiFetch<N extends ApiRoute>(name: N, call: ApiCall<N> = {}) {
  const method = call.method ?? (registry.routes[name].methods[0] as Method)
  const url = (urlFor as any)(name, call.params, call.query ? { qs: call.query } : undefined)
  const json = call.body !== undefined && !(call.body instanceof FormData)
  const timeout = call.timeoutMs === null ? null : AbortSignal.timeout(call.timeoutMs ?? 30_000)
  const signals = [call.signal, timeout].filter((signal) => !!signal)
  try {
    const response = await fetch(url, {
      method,
      credentials: 'same-origin',
      headers: {
        Accept: call.accept ?? 'application/json',
        ...(json ? { 'Content-Type': 'application/json' } : {}),
        ...(method === 'GET' ? {} : await csrfHeaders()),
      },
      body: json ? JSON.stringify(call.body) : (call.body as FormData | undefined),
      signal: AbortSignal.any(signals),
    })
    rememberCsrfToken(response.headers.get(CSRF_HEADER))
    return response
  } catch (error) {
    if (call.signal?.aborted) throw error
    throw new ApiError('', 0, timeout?.aborted ? 'timeout' : 'network')
  }
}

/** A named route's JSON answer, typed by the registry; a refusal or no answer throws an ApiError. */
export async function api<N extends ApiRoute>(
  name: N,
  call: ApiCall<N> = {}
): Promise<ApiAnswer<N>> {
  const response = await apiFetch(name, call)
  const data = await response.json().catch(() => undefined)
  if (data === undefined || data === null || typeof data !== 'object') {
    throw new ApiError('', response.status, 'unreadable')
  }
  if (!response.ok || data.success === false) {
    const answer = data as ErrorAnswer
    const message = answer.message ?? answer.errors?.[0]?.message ?? ''
    throw new ApiError(message, response.status, 'refused', answer.code, answer)
  }
  return data as ApiAnswer<N>
}
