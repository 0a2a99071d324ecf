import User from '#accounts/models/user'

export type StaffUserView = {
  id: number
  username: string
  email: string
  role: string
  createdAt: string
  /** Deleted accounts are pseudonymised; their ledger stays auditable. */
  deleted: boolean
}

/**
 * How support staff find the user behind a points history: by exact email
 * or username (case-insensitive), deleted accounts included.
 */
export class StaffDirectory {
  async find(query: string): Promise<StaffUserView | null> {
    const needle = query.trim().toLowerCase()
    if (!needle) return null
    const user = await User.query()
      .whereRaw('lower(email) = ?', [needle])
      .orWhereRaw('lower(username) = ?', [needle])
      .orderBy('id')
      .first()
    if (!user) return null
    return {
      id: user.id,
      username: user.username,
      email: user.email,
      role: user.role,
      createdAt: user.createdAt.toISO()!,
      deleted: !!user.deletedAt,
    }
  }

  /** Usernames by id, for lists that carry user ids (flagged payments). */
  async usernames(ids: number[]): Promise<Record<number, string>> {
    if (!ids.length) return {}
    const users = await User.query()
      .whereIn('id', [...new Set(ids)])
      .select('id', 'username')
    return Object.fromEntries(users.map((user) => [user.id, user.username]))
  }
}

export default new StaffDirectory()
