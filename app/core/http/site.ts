import type { HttpContext } from '@adonisjs/core/http'
import env from '#start/env'

export const AGE_COOKIE = 'age_ok'

const CRAWLER =
  /bot|crawl|spider|slurp|facebookexternalhit|embedly|quora link preview|whatsapp|telegram|preview/i

export function isCrawler(userAgent: string | undefined | null) {
  return !!userAgent && CRAWLER.test(userAgent)
}

export function siteOrigin(ctx: HttpContext) {
  const configured = env.get('APP_URL')
  if (configured) return configured.replace(/\/+$/, '')
  return `${ctx.request.protocol()}://${ctx.request.host()}`
}

export function wantsJson(ctx: HttpContext) {
  if (ctx.request.header('x-inertia')) return false
  return readsEventStream(ctx) || ctx.request.accepts(['html', 'json']) === 'json'
}

// A redirect would be followed by fetch and read as a stream of nothing.
export function readsEventStream(ctx: HttpContext) {
  return /\btext\/event-stream\b/i.test(ctx.request.header('accept') ?? '')
}

export function isPlainFormPost(ctx: HttpContext) {
  return !ctx.request.header('x-inertia') && !wantsJson(ctx)
}
