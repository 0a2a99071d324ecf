import User, { type UserRole } from '#accounts/models/user'

/** What other modules (and the header) know of a signed-in user. */
export type AccountSummary = {
  id: number
  username: string
  email: string
  role: UserRole
}

/**
 * The accounts module's public reads and operator actions. Other modules
 * identify users by id and never touch the users table.
 */
export class AccountService {
  summary(user: User): AccountSummary {
    return { id: user.id, username: user.username, email: user.email, role: user.role }
  }

  async findById(id: number): Promise<AccountSummary | null> {
    const user = await User.query().where('id', id).whereNull('deletedAt').first()
    return user ? this.summary(user) : null
  }

  async findByEmail(email: string): Promise<AccountSummary | null> {
    const user = await User.query()
      .where('email', email.trim().toLowerCase())
      .whereNull('deletedAt')
      .first()
    return user ? this.summary(user) : null
  }

  /** users:role — staff can audit point histories (wallet reports). */
  async setRole(email: string, role: UserRole): Promise<AccountSummary | null> {
    const user = await User.query()
      .where('email', email.trim().toLowerCase())
      .whereNull('deletedAt')
      .first()
    if (!user) return null
    user.role = role
    await user.save()
    return this.summary(user)
  }
}

export default new AccountService()
