import User from '#accounts/models/user'
import type { AccountSummary } from '#accounts/types/account'

export function accountSummary(user: User): AccountSummary {
  return { id: user.id, username: user.username, email: user.email, role: user.role }
}

export async function findAccountById(id: number): Promise<AccountSummary | null> {
  const user = await User.query().where('id', id).whereNull('deletedAt').first()
  return user ? accountSummary(user) : null
}

export async function findAccountByEmail(email: string): Promise<AccountSummary | null> {
  const user = await User.query()
    .where('email', email.trim().toLowerCase())
    .whereNull('deletedAt')
    .first()
  return user ? accountSummary(user) : null
}
