import type { HttpContext } from '@adonisjs/core/http'
import { randomUUID } from 'node:crypto'
import vine from '@vinejs/vine'
import { MAX_PROMPT_LENGTH } from '#studio/actions/request_generation'

/** The browser's key of one ask: a double click or a retry is one request. */
const CLIENT_KEY = /^[A-Za-z0-9_-]{8,64}$/

// Optional here: a blank prompt gets the spec's own message per kind from the action.
const prompt = () =>
  vine
    .string()
    .maxLength(MAX_PROMPT_LENGTH * 4)
    .optional()
const clientKey = () => vine.string().trim().regex(CLIENT_KEY).optional()

/** The ask's key: the body's, else an `Idempotency-Key` header of that shape, else a new one. */
export function clientKeyOf(ctx: HttpContext, fromBody: string | undefined) {
  const header = ctx.request.header('idempotency-key')
  return fromBody ?? (header && CLIENT_KEY.test(header) ? header : randomUUID())
}

/**
 * `POST /photos/generate` and `POST /videos/generate` with { modelId, prompt } (a userId in the
 * body is ignored: the session says who asks).
 */
export const generateValidator = vine.create({
  modelId: vine.number().withoutDecimals().positive().max(2_147_483_647),
  prompt: prompt(),
  clientKey: clientKey(),
})

export const listValidator = vine.create({
  page: vine.number().withoutDecimals().positive().max(10_000).optional(),
})

/** `POST /api/custom-generation`'s fields beside the image (multipart). */
export const customGenerationValidator = vine.create({
  type: vine.enum(['photo', 'video'] as const),
  prompt: prompt(),
  clientKey: clientKey(),
  pictureConsent: vine.accepted(),
})

export const customStatusValidator = vine.create({
  attempt: vine.number().withoutDecimals().min(0).max(1000).optional(),
})

/** `POST /api/custom-generation/seen`: the task ids whose end the page has shown. */
export const customSeenValidator = vine.create({
  taskIds: vine.array(vine.string().uuid()).minLength(1).maxLength(100),
})
