import vine from '@vinejs/vine'

/** `POST /favorites {modelId}`; a `userId` may be sent but is never trusted. */
export const addFavoriteValidator = vine.create({
  modelId: vine.number().withoutDecimals().positive().max(Number.MAX_SAFE_INTEGER),
  userId: vine.any().optional(),
})
