import { BaseTransformer } from '@adonisjs/core/transformers'
import type User from '#accounts/models/user'

export default class AccountTransformer extends BaseTransformer<User> {
  toObject() {
    return this.pick(this.resource, ['id', 'username', 'email', 'role'])
  }

  toProfile() {
    return {
      username: this.resource.username,
      email: this.resource.email,
      bio: this.resource.bio,
      memberSince: this.resource.createdAt.toISO()!,
    }
  }

  toStaffView() {
    return {
      ...this.toObject(),
      createdAt: this.resource.createdAt.toISO()!,
      deleted: !!this.resource.deletedAt,
    }
  }
}
