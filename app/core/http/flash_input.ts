import type { HttpContext } from '@adonisjs/core/http'

/*
| Old input flashed back to a form after a refusal travels in the session,
| and with the cookie store the session is the cookie: echoing a refused
| 400 kB field made a 400 kB Set-Cookie, which browsers drop (over 4 KB)
| and proxies answer with a 502. What is flashed is bounded whatever the
| store: short scalar fields only, each cut to the longest form field (the
| 500-character bio), within a total, and never a secret.
*/

/** Longest value kept: no form field accepts more (profile bio: 500). */
export const MAX_FIELD_CHARACTERS = 500
/** A value this long was never typed into one of our forms: dropped, not cut. */
const DROP_OVER_CHARACTERS = 2_000
const MAX_KEY_CHARACTERS = 64
const MAX_FIELDS = 20
/** UTF-8 bytes of all kept names and values together. */
export const MAX_TOTAL_BYTES = 1_500

/** Passwords, tokens, one-time codes and card data are never sent back. */
const SECRET_FIELD = /pass|secret|token|csrf|_method|code|card|cvc|cvv|number|expiry/i

/** A refused form's fields as flashed back to it. */
export type FlashedInput = Record<string, string | number | boolean>

export function boundedInput(input: unknown): FlashedInput {
  const kept: FlashedInput = {}
  if (!input || typeof input !== 'object' || Array.isArray(input)) return kept
  let total = 0
  for (const [key, value] of Object.entries(input)) {
    if (Object.keys(kept).length >= MAX_FIELDS) break
    if (key.length > MAX_KEY_CHARACTERS || SECRET_FIELD.test(key)) continue
    let flashed: string | number | boolean
    if (typeof value === 'string') {
      if (value.length > DROP_OVER_CHARACTERS) continue
      // By code points, so a cut never leaves half a surrogate pair.
      flashed = Array.from(value).slice(0, MAX_FIELD_CHARACTERS).join('')
    } else if (typeof value === 'number' || typeof value === 'boolean') {
      flashed = value
    } else {
      continue
    }
    const size = Buffer.byteLength(key) + Buffer.byteLength(String(flashed))
    if (total + size > MAX_TOTAL_BYTES) continue
    total += size
    kept[key] = flashed
  }
  return kept
}

/** The flash key of old input (the page's `oldInput` prop). */
export const OLD_INPUT_KEY = 'oldInput'

/**
 * Flashes the request's input, bounded, for the form to show again (replaces
 * session.flashExcept). Not under the session's own `input` key: the session
 * spreads that one among the other flash keys, where a field named like one
 * of them (`toast`) would take its place.
 */
export function flashInput(ctx: HttpContext) {
  ctx.session.flash(OLD_INPUT_KEY, boundedInput(ctx.request.original()))
}
