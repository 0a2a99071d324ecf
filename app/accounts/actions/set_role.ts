import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import User, { type UserRole } from '#accounts/models/user'
import { accountSummary } from '#accounts/queries/find_account'
import type { AccountSummary } from '#accounts/types/account'

export async function setRole(
  email: string,
  role: UserRole,
  options: { client?: QueryClientContract } = {}
): Promise<AccountSummary | null> {
  const user = await User.query({ client: options.client })
    .where('email', email.trim().toLowerCase())
    .whereNull('deletedAt')
    .first()
  if (!user) return null
  user.role = role
  await user.save()
  return accountSummary(user)
}
