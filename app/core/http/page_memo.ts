import { createHash } from 'node:crypto'
import { LRUCache } from 'lru-cache'
import type { HttpContext } from '@adonisjs/core/http'
import { immutableToken } from '#core/http/immutable_values'
import { cspNonceOf } from '#core/middleware/security_headers_middleware'

// The finished bytes of recent pages whose props come mostly from a shared cache, keyed by
// the whole page object (marked immutable values by id), so two requests share a body only
// when they would serialise alike. The HTML is kept cut at the CSP nonce; each answer gets its own.

type Json = { kind: 'json'; body: Buffer; etag: string }
type Html = { kind: 'html'; parts: Buffer[] }
type Entry = (Json | Html) & { bytes: number }

export type PageMemoOptions = { maxEntries: number; maxBytes: number; ttlMs: number }

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

// Unambiguous: a token holds a raw NUL and an expanded object ends in ",}", which JSON never does.
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

// Plain JSON.stringify calls only: a replacer function takes V8 off its fast path.
function keyOf(kind: 'json' | 'html', page: { props: Record<string, unknown> }) {
  try {
    return kind + JSON.stringify({ ...page, props: null }) + keyPart(page.props, 2)
  } catch {
    return undefined
  }
}

function etagOf(body: Buffer) {
  const hash = createHash('sha1').update(body).digest('base64').slice(0, 27)
  return `"${body.length.toString(16)}-${hash}"`
}

type Inertia = HttpContext['inertia']

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

// Were the shared cache replaced between the key and this render, the HTML would be kept
// under the older key, whose ids never come back.
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
