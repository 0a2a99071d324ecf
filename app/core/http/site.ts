import type { HttpContext } from '@adonisjs/core/http'
import env from '#start/env'

/** Cookie set once a visitor confirms being 18 or older. */
export const AGE_COOKIE = 'age_ok'

/** Search engines and link unfurlers: they get the page without the age gate. */
const CRAWLER =
  /bot|crawl|spider|slurp|facebookexternalhit|embedly|quora link preview|whatsapp|telegram|preview/i

export function isCrawler(userAgent: string | undefined | null) {
  return !!userAgent && CRAWLER.test(userAgent)
}

/** Absolute origin used in canonical and og:url links. */
export function siteOrigin(ctx: HttpContext) {
  const configured = env.get('APP_URL')
  if (configured) return configured.replace(/\/+$/, '')
  return `${ctx.request.protocol()}://${ctx.request.host()}`
}

/**
 * A fetch/API caller that reads JSON, as opposed to a page or an Inertia
 * visit (which asks for HTML and gets redirects, flashes and pages).
 */
export function wantsJson(ctx: HttpContext) {
  if (ctx.request.header('x-inertia')) return false
  return readsEventStream(ctx) || ctx.request.accepts(['html', 'json']) === 'json'
}

/**
 * A caller that reads Server-Sent Events (the chat's stream, read with
 * fetch): never a page, so a refusal answers its own status with a JSON
 * body, whatever else the Accept header lists — a redirect would be
 * followed by fetch and read as a stream of nothing.
 */
export function readsEventStream(ctx: HttpContext) {
  return /\btext\/event-stream\b/i.test(ctx.request.header('accept') ?? '')
}

/**
 * A form the browser sent itself, before the page's script ran (no Inertia
 * visit, no fetch reading JSON): answered with a redirect and flashed
 * messages, like an Inertia visit, never with JSON.
 */
export function isPlainFormPost(ctx: HttpContext) {
  return !ctx.request.header('x-inertia') && !wantsJson(ctx)
}
