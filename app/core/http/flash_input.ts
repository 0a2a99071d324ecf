import type { HttpContext } from '@adonisjs/core/http'

// With the cookie store the session is the cookie: an echoed 400 kB field made a Set-Cookie
// browsers drop and proxies answer with a 502. So flashed input is bounded, and never a secret.

export const MAX_FIELD_CHARACTERS = 500
const DROP_OVER_CHARACTERS = 2_000
const MAX_KEY_CHARACTERS = 64
const MAX_FIELDS = 20
export const MAX_TOTAL_BYTES = 1_500

const SECRET_FIELD = /pass|secret|token|csrf|_method|code|card|cvc|cvv|number|expiry/i

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

export const OLD_INPUT_KEY = 'oldInput'

// Not under the session's own `input` key: the session spreads it among the flash keys,
// where a field named like one of them (`toast`) would take its place.
export function flashInput(ctx: HttpContext) {
  ctx.session.flash(OLD_INPUT_KEY, boundedInput(ctx.request.original()))
}
