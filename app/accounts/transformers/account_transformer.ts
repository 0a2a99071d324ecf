import { BaseTransformer } from '@adonisjs/core/transformers'
import type User from '#accounts/models/user'

/** What pages know of a signed-in user: the header, the profile, staff. */
export default class AccountTransformer extends BaseTransformer<User> {
  toObject() {
    return this.pick(this.resource, ['id', 'username', 'email', 'role'])
  }

  /** The profile's overview of the signed-in user's own account. */
  toProfile() {
    return {
      username: this.resource.username,
      email: this.resource.email,
      bio: this.resource.bio,
      memberSince: this.resource.createdAt.toISO()!,
    }
  }

  /** The account staff searched for on /staff/ledger (deleted ones are pseudonymised). */
  toStaffView() {
    return {
      ...this.toObject(),
      createdAt: this.resource.createdAt.toISO()!,
      deleted: !!this.resource.deletedAt,
    }
  }
}
