import { BaseTransformer } from '@adonisjs/core/transformers'
import type User from '#accounts/models/user'

/** What pages know of a signed-in user: the header, the profile, staff. */
export default class AccountTransformer extends BaseTransformer<User> {
  toObject() {
    return this.pick(this.resource, ['id', 'username', 'email', 'role'])
  }
}
