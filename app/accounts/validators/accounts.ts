import vine from '@vinejs/vine'
import { FormMessages } from '#core/i18n/form_messages'
import { isReservedUsername } from '#accounts/rules/pseudonyms'
import { BIO_LENGTH, PASSWORD_LENGTH, USERNAME_LENGTH } from '#accounts/types/account'
import { EMAIL_MAX_LENGTH } from '#core/mail/email_address'

// Names shaped like an erased account's ("deleted-12") would pass for one.
const notReserved = vine.createRule((value, _options, field) => {
  if (typeof value === 'string' && isReservedUsername(value)) field.report('', 'reserved', field)
})

const newPassword = () =>
  vine.string().minLength(PASSWORD_LENGTH.min).maxLength(PASSWORD_LENGTH.max).confirmed()
const email = () => vine.string().trim().toLowerCase().maxLength(EMAIL_MAX_LENGTH).email()

function withMessages<T extends { messagesProvider: unknown }>(form: string, validator: T) {
  validator.messagesProvider = new FormMessages(form)
  return validator
}

export const registerValidator = withMessages(
  'register',
  vine.create({
    username: vine
      .string()
      .trim()
      .minLength(USERNAME_LENGTH.min)
      .maxLength(USERNAME_LENGTH.max)
      .regex(/^[\p{L}\p{N}_.-]+$/u)
      .use(notReserved()),
    email: email(),
    password: newPassword(),
    adult: vine.accepted(),
  })
)

export const loginValidator = withMessages(
  'login',
  vine.create({
    email: vine.string().trim().toLowerCase().maxLength(EMAIL_MAX_LENGTH),
    password: vine.string().maxLength(PASSWORD_LENGTH.max),
  })
)

export const verifyEmailValidator = withMessages(
  'verify',
  vine.create({
    email: vine.string().trim().toLowerCase().maxLength(EMAIL_MAX_LENGTH),
    verificationCode: vine.string().trim().maxLength(12),
  })
)

export const resendValidator = withMessages(
  'verify',
  vine.create({ email: vine.string().trim().toLowerCase().maxLength(EMAIL_MAX_LENGTH) })
)

export const forgotPasswordValidator = withMessages('forgot', vine.create({ email: email() }))

export const resetPasswordValidator = withMessages(
  'reset',
  vine.create({
    token: vine.string().trim().maxLength(100),
    password: newPassword(),
  })
)

export const profileValidator = withMessages(
  'profile',
  vine.create({ bio: vine.string().trim().maxLength(BIO_LENGTH.max).nullable() })
)

export const changePasswordValidator = withMessages(
  'changePassword',
  vine.create({
    currentPassword: vine.string().maxLength(PASSWORD_LENGTH.max),
    password: newPassword(),
  })
)

export const deleteAccountValidator = withMessages(
  'deleteAccount',
  vine.create({ password: vine.string().maxLength(PASSWORD_LENGTH.max) })
)
