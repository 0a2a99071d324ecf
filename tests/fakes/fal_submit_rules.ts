import sharp from 'sharp'
import type { IncomingMessage } from 'node:http'

/*
| What fal's queue refuses at submit, from fal's documentation: a platform
| header that is malformed (X-Fal-Request-Timeout must be a number of
| seconds above 0.1; X-Fal-Object-Lifecycle-Preference JSON with
| `expiration_duration_seconds` a number or null), and per model its input
| schema: the still's field, the still's limits (fetched as fal fetches it:
| 20 s, a JPEG/PNG/WebP within the size, sides and aspect ratio), the
| allowed durations. A refusal is 422 with FastAPI's `detail` list.
*/

type Rules = {
  field: 'image_url' | 'start_image_url' | 'image_urls'
  maxBytes: number
  durations?: string[]
  /** How many pictures an `image_urls` list may hold. */
  maxImages?: number
  /** The model reads `enable_safety_checker` (a boolean when sent). */
  safetyChecker?: boolean
}
const MB = 1024 * 1024
const KLING: Rules = { field: 'image_url', maxBytes: 10 * MB, durations: ['5', '10'] }
const MODELS: Record<string, Rules> = {
  'fal-ai/kling-video/v2.1/standard/image-to-video': KLING,
  'fal-ai/kling-video/v2.5-turbo/standard/image-to-video': KLING,
  'fal-ai/kling-video/v4/image-to-video': { field: 'start_image_url', maxBytes: 30 * MB },
  'fal-ai/bytedance/seedream/v4/edit': {
    field: 'image_urls',
    maxBytes: 10 * MB,
    maxImages: 10,
    safetyChecker: true,
  },
  'fal-ai/flux-pro/kontext': { field: 'image_url', maxBytes: 10 * MB, safetyChecker: true },
}

export type SubmitRefusal = { status: number; body: unknown }

function unprocessable(field: string, msg: string, type = 'value_error'): SubmitRefusal {
  return { status: 422, body: { detail: [{ loc: ['body', field], msg, type }] } }
}

export async function submitRefusal(
  model: string,
  headers: IncomingMessage['headers'],
  body: any
): Promise<SubmitRefusal | null> {
  const timeout = headers['x-fal-request-timeout']
  if (timeout !== undefined && !(Number(timeout) > 0.1)) {
    return { status: 400, body: { detail: 'X-Fal-Request-Timeout must be a number above 0.1' } }
  }
  const lifecycle = headers['x-fal-object-lifecycle-preference']
  if (lifecycle !== undefined && !validLifecycle(String(lifecycle))) {
    return { status: 400, body: { detail: 'Invalid X-Fal-Object-Lifecycle-Preference' } }
  }
  const rules = MODELS[model] ?? { field: 'image_url', maxBytes: 10 * MB }
  if (typeof body?.prompt !== 'string' || !body.prompt) {
    return unprocessable('prompt', 'field required', 'value_error.missing')
  }
  const value = body?.[rules.field]
  const images: unknown[] =
    rules.field === 'image_urls' ? (Array.isArray(value) ? value : []) : [value]
  if (!images.length || images.some((image) => typeof image !== 'string' || !image)) {
    return unprocessable(rules.field, 'field required', 'value_error.missing')
  }
  if (images.length > (rules.maxImages ?? 1)) {
    return unprocessable(rules.field, `at most ${rules.maxImages} images`)
  }
  const checker = body.enable_safety_checker
  if (checker !== undefined && (!rules.safetyChecker || typeof checker !== 'boolean')) {
    return unprocessable('enable_safety_checker', 'value could not be parsed to a boolean')
  }
  if (body.duration !== undefined && rules.durations && !rules.durations.includes(body.duration)) {
    return unprocessable('duration', `value is not one of ${rules.durations.join(', ')}`)
  }
  for (const image of images as string[]) {
    const refusal = await pictureRefusal(rules, image)
    if (refusal) return refusal
  }
  return null
}

/** One input picture, fetched as fal fetches it and held to the model's limits. */
async function pictureRefusal(rules: Rules, image: string) {
  const bytes = await stillBytes(image)
  if (!bytes) return unprocessable(rules.field, 'Could not download the image')
  if (bytes.length > rules.maxBytes) return unprocessable(rules.field, 'The image is too large')
  const meta = await sharp(bytes)
    .metadata()
    .catch(() => null)
  if (!meta?.width || !meta.height || !['jpeg', 'png', 'webp'].includes(meta.format ?? '')) {
    return unprocessable(rules.field, 'The file is not a supported image')
  }
  const ratio = meta.width / meta.height
  if (Math.min(meta.width, meta.height) < 300 || ratio < 0.4 || ratio > 2.5) {
    return unprocessable(rules.field, 'The image dimensions are outside the allowed range')
  }
  return null
}

function validLifecycle(text: string) {
  try {
    const value = JSON.parse(text)
    const seconds = value?.expiration_duration_seconds
    return seconds === null || (Number.isInteger(seconds) && seconds > 0)
  } catch {
    return false
  }
}

async function stillBytes(image: string) {
  const inline = /^data:[^;,]+;base64,(.*)$/.exec(image)
  if (inline) return Buffer.from(inline[1], 'base64')
  if (!/^https?:\/\//.test(image)) return null
  try {
    const response = await fetch(image, { signal: AbortSignal.timeout(20_000) })
    return response.ok ? Buffer.from(await response.arrayBuffer()) : null
  } catch {
    return null
  }
}
