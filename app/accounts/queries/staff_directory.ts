import User from '#accounts/models/user'
import AccountTransformer from '#accounts/transformers/account_transformer'
import type { StaffUserView } from '#accounts/types/account'
import { readsClient } from '#core/db/replica_reads'

export async function findUserForStaff(query: string): Promise<StaffUserView | null> {
  const needle = query.trim().toLowerCase()
  if (!needle) return null
  const user = await User.query({ client: readsClient() })
    .whereRaw('lower(email) = ?', [needle])
    .orWhereRaw('lower(username) = ?', [needle])
    .orderBy('id')
    .first()
  if (!user) return null
  return new AccountTransformer(user).toStaffView()
}

export async function usernamesById(ids: number[]): Promise<Record<number, string>> {
  if (!ids.length) return {}
  const users = await User.query({ client: readsClient() })
    .whereIn('id', [...new Set(ids)])
    .select('id', 'username')
  return Object.fromEntries(users.map((user) => [user.id, user.username]))
}
