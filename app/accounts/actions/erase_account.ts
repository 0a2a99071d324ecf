import { randomBytes } from 'node:crypto'
import hash from '@adonisjs/core/services/hash'
import db from '@adonisjs/lucid/services/db'
import type User from '#accounts/models/user'
import { AccountError } from '#accounts/exceptions/account_error'
import { personalData, personalDataOwner } from '#accounts/services/personal_data'
import { erasedEmail, erasedUsername } from '#accounts/rules/pseudonyms'
import { endSessionsOf } from '#accounts/actions/end_sessions'
import { clock } from '#core/clock'

// Pseudonymises instead of deleting: ledger rows stay, pointing at "deleted#<id>", a name no sign-up can take.
export async function eraseAccount(user: User, password: string) {
  if (!(await hash.verify(user.password, password))) {
    throw new AccountError('auth.profile.errors.wrongPassword', { status: 400, field: 'password' })
  }
  const owner = personalDataOwner(user)
  await db.transaction(async (trx) => {
    user.useTransaction(trx)
    user.merge({
      username: erasedUsername(user.id),
      email: erasedEmail(user.id),
      // A hash of random bytes nobody knows: no password can match it.
      password: randomBytes(32).toString('hex'),
      bio: null,
      deletedAt: clock.dateTime(),
    })
    await user.save()
    await endSessionsOf(user.id, { client: trx })
    await trx.from('email_verification_codes').where('user_id', user.id).delete()
    await trx.from('password_reset_tokens').where('user_id', user.id).delete()
    for (const contributor of personalData.contributors()) {
      await contributor.erase?.(owner, trx)
    }
  })
}
