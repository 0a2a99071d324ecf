import type { HttpContext } from '@adonisjs/core/http'

/**
 * The Inertia JSON of a catalog page goes out with an ETag, so a repeat
 * visit whose If-None-Match still matches gets a 304 without the body.
 * The JSON holds no nonce or token, so the same data is the same tag; the
 * HTML of a first visit carries a fresh CSP nonce each time, so it is not
 * tagged (hashing it would be wasted work).
 */
export function revalidated<T>(ctx: HttpContext, output: T): T | undefined {
  if (typeof output === 'string' || ctx.request.header('x-inertia') !== 'true') return output
  ctx.response.json(output, true)
}
