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
