import vine from '@vinejs/vine'
import { EMAIL_MAX_LENGTH } from '#core/mail/email_address'

export const subscribeValidator = vine.create({
  email: vine.string().trim().toLowerCase().maxLength(EMAIL_MAX_LENGTH).email(),
})
