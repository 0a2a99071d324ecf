import hash from '@adonisjs/core/services/hash'
import db from '@adonisjs/lucid/services/db'
import type User from '#accounts/models/user'
import { AccountError } from '#accounts/exceptions/account_error'
import { endSessionsOf } from '#accounts/actions/end_sessions'

// Every other session of the account ends in the same transaction; the caller's stays.
export async function changePassword(
  user: User,
  input: { current: string; next: string; keepSessionId: string }
) {
  if (!(await hash.verify(user.password, input.current))) {
    throw new AccountError('auth.profile.errors.wrongPassword', {
      status: 400,
      field: 'currentPassword',
    })
  }
  await db.transaction(async (trx) => {
    user.useTransaction(trx)
    user.password = input.next
    await user.save()
    await endSessionsOf(user.id, { except: input.keepSessionId, client: trx })
  })
}
