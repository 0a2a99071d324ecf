import vine from '@vinejs/vine'

/** `POST /favorites {modelId}`; a `userId` may be sent (product.md §7) but is never trusted. */
export const addFavoriteValidator = vine.create({
  modelId: vine.number().withoutDecimals().positive().max(Number.MAX_SAFE_INTEGER),
  userId: vine.any().optional(),
})

/** An id in a path: digits only, within what the database holds; anything else is not found. */
export function pathId(value: unknown): number | null {
  const text = String(value ?? '')
  if (!/^\d{1,15}$/.test(text)) return null
  const id = Number(text)
  return id >= 1 ? id : null
}
