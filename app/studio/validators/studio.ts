import vine from '@vinejs/vine'
import { MAX_PROMPT_LENGTH } from '#studio/actions/request_generation'

/**
 * product.md §7: `POST /photos/generate` and `POST /videos/generate` with
 * { modelId, prompt } (a userId in the body is ignored: the session says
 * who asks). The prompt may arrive blank: the action refuses it with the
 * spec's own message per kind. `clientKey` makes a double click one request.
 */
export const generateValidator = vine.create({
  modelId: vine.number().withoutDecimals().positive().max(2_147_483_647),
  // Optional here: a blank one gets the spec's own message from the action.
  prompt: vine
    .string()
    .maxLength(MAX_PROMPT_LENGTH * 4)
    .optional(),
  clientKey: vine
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{8,64}$/)
    .optional(),
})

export const listValidator = vine.create({
  page: vine.number().withoutDecimals().positive().max(10_000).optional(),
})

/**
 * product.md §7: `POST /api/custom-generation`'s fields beside the image
 * (multipart). A blank prompt gets the spec's own message from the action.
 */
export const customGenerationValidator = vine.create({
  type: vine.enum(['photo', 'video'] as const),
  prompt: vine
    .string()
    .maxLength(MAX_PROMPT_LENGTH * 4)
    .optional(),
  clientKey: vine
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{8,64}$/)
    .optional(),
})

export const customStatusValidator = vine.create({
  attempt: vine.number().withoutDecimals().min(0).max(1000).optional(),
})
