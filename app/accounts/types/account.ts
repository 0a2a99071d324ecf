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
