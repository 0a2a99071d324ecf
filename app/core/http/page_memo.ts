import { createHash } from 'node:crypto'
import { LRUCache } from 'lru-cache'
import type { HttpContext } from '@adonisjs/core/http'
import { immutableToken } from '#core/http/immutable_values'
import { cspNonceOf } from '#core/middleware/security_headers_middleware'

/*
| The finished bytes of recent pages, for pages whose props come mostly
| from a shared cache (the catalog's). Each request still builds its own
| page object (session, signed-in user, balance, favourites, flash toast,
| age gate, language, URL: all in it), and that object is the key: marked
| immutable values (#core/http/immutable_values) by their id, everything
| else serialised in full. So two requests share a body only when their
| page objects would serialise to the same JSON; what a hit skips is the
| serialisation of the shared part, the React render, Edge, and the UTF-8
| encoding of ~100 kB (the largest CPU costs of a cached catalog visit,
| npm run bench -- catalog).
|
| The HTML of a first visit carries the request's CSP nonce: it is kept cut
| at the nonce and each answer gets its own nonce put back. The CSRF token
| is never in a body (the browser reads the XSRF-TOKEN cookie), and cookies
| and headers are still written per request by the middleware.
|
| Staleness: none added. A catalog write or the counters' TTL replaces the
| cached value by a new object (a new id, another key); the TTL here only
| bounds what depends on the clock (the footer's year).
*/

type Json = { kind: 'json'; body: Buffer; etag: string }
type Html = { kind: 'html'; parts: Buffer[] }
type Entry = (Json | Html) & { bytes: number }

export type PageMemoOptions = { maxEntries: number; maxBytes: number; ttlMs: number }

/**
 * Bounded by entries and by bytes (least recently used out first) and by
 * the TTL, all three kept by lru-cache (docs/decisions/lru-cache.md).
 */
export class PageMemo {
  #entries: LRUCache<string, Entry>

  constructor(private options: PageMemoOptions) {
    this.#entries = new LRUCache<string, Entry>({
      max: options.maxEntries,
      maxSize: options.maxBytes,
      sizeCalculation: (entry) => Math.max(1, entry.bytes),
      ttl: options.ttlMs,
    })
  }

  get size() {
    return this.#entries.size
  }

  clear() {
    this.#entries.clear()
  }

  get(key: string) {
    return this.#entries.get(key)
  }

  set(key: string, value: Json | Html) {
    const bytes =
      value.kind === 'json' ? value.body.length : value.parts.reduce((n, p) => n + p.length, 0)
    // One page may not push out most of the others.
    if (bytes > this.options.maxBytes / 4) return
    this.#entries.set(key, { ...value, bytes })
  }
}

export const pageMemo = new PageMemo({ maxEntries: 500, maxBytes: 48 * 1024 * 1024, ttlMs: 30_000 })

/**
 * A value's part of the key: a marked value's token; a plain object (an
 * Inertia prop's shallow copy), `depth` levels down, field by field; the
 * rest as JSON. Unambiguous: a token holds a raw NUL, which JSON never
 * does, and an expanded object ends in ",}", which JSON never does.
 */
function keyPart(value: unknown, depth: number): string {
  const token = immutableToken(value)
  if (token) return token
  if (depth > 0 && isPlainObject(value)) {
    let part = '{'
    for (const name in value) part += `${JSON.stringify(name)}:${keyPart(value[name], depth - 1)},`
    return part + '}'
  }
  return String(JSON.stringify(value))
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || 'toJSON' in value) return false
  const prototype = Object.getPrototypeOf(value)
  return prototype === Object.prototype || prototype === null
}

/**
 * The page object's key; undefined when it cannot be serialised. Plain
 * JSON.stringify calls only (a replacer function takes V8 off its fast
 * path: a tenth of a cached visit's CPU).
 */
function keyOf(kind: 'json' | 'html', page: { props: Record<string, unknown> }) {
  try {
    return kind + JSON.stringify({ ...page, props: null }) + keyPart(page.props, 2)
  } catch {
    return undefined
  }
}

/** The same strong tag shape as the framework's (`"<length>-<hash>"`), made once per body. */
function etagOf(body: Buffer) {
  const hash = createHash('sha1').update(body).digest('base64').slice(0, 27)
  return `"${body.length.toString(16)}-${hash}"`
}

type Inertia = HttpContext['inertia']

/**
 * `ctx.inertia.render(page, props)` with the finished body memoised, through
 * Inertia's public API only: `inertia.page()` builds the page object (the
 * key, and the JSON as Inertia would send it), `inertia.render()` the HTML
 * of a miss. The Inertia JSON of a client-side visit goes out with an ETag (a repeat visit
 * whose If-None-Match matches gets a 304); the HTML of a first visit does
 * not (its nonce differs each time). Writes the response itself.
 */
export async function renderMemoized<Page extends Parameters<Inertia['page']>[0]>(
  ctx: HttpContext,
  component: Page,
  props: Parameters<typeof ctx.inertia.page<Page>>[1]
): Promise<void> {
  const inertia = ctx.inertia
  const page = await inertia.page(component, props)
  const kind = inertia.requestInfo().isInertiaRequest ? 'json' : 'html'
  const key = keyOf(kind, page)
  let entry = key === undefined ? undefined : pageMemo.get(key)
  if (!entry) {
    const made = kind === 'json' ? jsonEntry(page) : await htmlEntry(ctx, component, props)
    if (key !== undefined) pageMemo.set(key, made)
    entry = made as Entry
  }
  if (entry.kind === 'json') {
    ctx.response.header('X-Inertia', 'true')
    ctx.response.header('Etag', entry.etag)
    if (ctx.response.fresh()) {
      ctx.response.status(304)
      ctx.response.send('')
      return
    }
    ctx.response.header('Content-Type', 'application/json; charset=utf-8')
    ctx.response.send(entry.body)
    return
  }
  ctx.response.header('Content-Type', 'text/html; charset=utf-8')
  ctx.response.send(withNonce(entry.parts, cspNonceOf(ctx)))
}

function jsonEntry(page: unknown): Json {
  const body = Buffer.from(JSON.stringify(page))
  return { kind: 'json', body, etag: etagOf(body) }
}

/**
 * The HTML of a first visit, through Inertia's public render (SSR and the
 * root view, as for any other page). It builds its own page object from
 * the same props; the key describes the one built just before, in the same
 * request. Were the shared cache replaced in between, the HTML would be
 * the newer page's, kept under the older key, whose ids never come back.
 */
async function htmlEntry(ctx: HttpContext, component: any, props: any) {
  const html = await ctx.inertia.render(component, props)
  const nonce = cspNonceOf(ctx)
  const text = String(html)
  const pieces = nonce ? text.split(nonce) : [text]
  return { kind: 'html', parts: pieces.map((piece) => Buffer.from(piece)) } satisfies Html
}

function withNonce(parts: Buffer[], nonce: string | undefined) {
  if (parts.length === 1) return parts[0]
  const glue = Buffer.from(nonce ?? '')
  const chunks: Buffer[] = [parts[0]]
  for (let i = 1; i < parts.length; i++) chunks.push(glue, parts[i])
  return Buffer.concat(chunks)
}
