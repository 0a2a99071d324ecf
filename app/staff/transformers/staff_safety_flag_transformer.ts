import { BaseTransformer } from '@adonisjs/core/transformers'
import type { RepeatedMinorsAccount } from '#ai/queries/refusal_queries'

// Counts and dates only, never what was written.
export default class StaffSafetyFlagTransformer extends BaseTransformer<{
  account: RepeatedMinorsAccount
  username: string | null
}> {
  toObject() {
    const { account, username } = this.resource
    return {
      userId: account.userId,
      username,
      count: account.count,
      lastAt: account.lastAt,
    }
  }
}
