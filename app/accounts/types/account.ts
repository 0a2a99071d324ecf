import type { InferData } from '@adonisjs/core/types/transformers'
import type { UserRole } from '#accounts/models/user'
import type AccountTransformer from '#accounts/transformers/account_transformer'

/** What other modules (and the header) know of a signed-in user. */
export type AccountSummary = {
  id: number
  username: string
  email: string
  role: UserRole
}

/** An account as staff see it (AccountTransformer's staff view, Data.Accounts.Account.Variants). */
export type StaffUserView = InferData<AccountTransformer, 'toStaffView'>

/** What the sign-up form hands to register_user. */
export type RegistrationInput = {
  username: string
  email: string
  password: string
}
