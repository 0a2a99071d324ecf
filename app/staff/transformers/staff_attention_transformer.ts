import { BaseTransformer } from '@adonisjs/core/transformers'
import type { AccountsNeedingAttention } from '#ledger/types/attention'

export default class StaffAttentionTransformer extends BaseTransformer<{
  attention: AccountsNeedingAttention
  usernames: Record<number, string>
}> {
  toObject() {
    const { attention, usernames } = this.resource
    const named = <T extends { userId: number }>(row: T) => ({
      ...row,
      username: usernames[row.userId] ?? null,
    })
    return {
      negativeBalances: attention.negativeBalances.map(named),
      openDisputes: attention.openDisputes.map(named),
    }
  }
}
