import type { InferData } from '@adonisjs/core/types/transformers'
import type { UserRole } from '#accounts/models/user'
import type AccountTransformer from '#accounts/transformers/account_transformer'

export type AccountSummary = {
  id: number
  username: string
  email: string
  role: UserRole
}

export type StaffUserView = InferData<AccountTransformer, 'toStaffView'>

export type RegistrationInput = {
  username: string
  email: string
  password: string
}

/** A new password's length, checked by the validators and shown by the forms before they send. */
export const PASSWORD_LENGTH = { min: 6, max: 128 } as const

/** A username's length, checked by the sign-up validator and by the sign-up form's field. */
export const USERNAME_LENGTH = { min: 3, max: 30 } as const

/** The longest profile bio, checked by the validator and by the profile form's field. */
export const BIO_LENGTH = { max: 500 } as const

/** Digits of an email verification code: the server makes them, the page's field takes as many. */
export const VERIFICATION_CODE_DIGITS = 6
