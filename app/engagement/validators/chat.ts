import vine from '@vinejs/vine'
import { MAX_FACT_LENGTH } from '#engagement/types/chat_turn'

const clientKey = () =>
  vine
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{8,64}$/)

/*
| A message's length is the chat's own rule (sendChatMessage: over
| MAX_MESSAGE_LENGTH after trimming, the translated E_CHAT_TOOLONG), not a
| field error here: the page shows that message as it is, and says the limit.
*/

/** The page's send: a message, or a regenerate of an earlier one; a key per click. */
export const chatSendValidator = vine.create({
  message: vine.string().trim().optional().requiredIfMissing('regenerateOf'),
  regenerateOf: vine.number().withoutDecimals().positive().max(9_007_199_254_740_991).optional(),
  clientKey: clientKey(),
})

/** POST /chat/send { modelId, message } (a userId in the body is ignored). */
export const apiChatSendValidator = vine.create({
  modelId: vine.number().withoutDecimals().positive().max(2_147_483_647),
  message: vine.string().trim(),
  clientKey: clientKey().optional(),
})

export const chatFactValidator = vine.create({
  content: vine.string().trim().minLength(2).maxLength(MAX_FACT_LENGTH),
})

export const chatExportValidator = vine.create({
  format: vine.enum(['json', 'text'] as const).optional(),
})
