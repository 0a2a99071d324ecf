import type { InferData } from '@adonisjs/core/types/transformers'
import User from '#accounts/models/user'
import AccountTransformer from '#accounts/transformers/account_transformer'

/** An account as staff see it (AccountTransformer's staff view, Data.Accounts.Account.Variants). */
export type StaffUserView = InferData<AccountTransformer, 'toStaffView'>

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
    return new AccountTransformer(user).toStaffView()
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
