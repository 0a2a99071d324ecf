import { randomBytes } from 'node:crypto'
import { DateTime } from 'luxon'
import hash from '@adonisjs/core/services/hash'
import db from '@adonisjs/lucid/services/db'
import { balanceOf } from '#wallet/queries/balance_of'
import { allLedgerEntries } from '#wallet/queries/ledger_history'
import type User from '#accounts/models/user'
import { AccountError } from '#accounts/exceptions/account_error'
import { personalData } from '#accounts/services/personal_data'
import type { PersonalDataOwner } from '#accounts/types/personal_data'
import { erasedEmail, erasedUsername } from '#accounts/rules/pseudonyms'
import { endSessionsOf } from '#accounts/services/sessions'

const wrongPassword = (field: string) =>
  new AccountError('auth.profile.errors.wrongPassword', { status: 400, field })

/**
 * The signed-in user's own account: bio, password, data export and
 * deletion (GDPR). Deletion pseudonymises instead of deleting: the ledger
 * keeps its rows, pointing at an account with nothing personal left.
 */
export class ProfileService {
  async updateBio(user: User, bio: string | null) {
    user.bio = bio?.trim() ? bio.trim() : null
    await user.save()
  }

  /** Every other session of the account ends; `keepSessionId` (the caller's) stays. */
  async changePassword(user: User, current: string, next: string, keepSessionId: string) {
    if (!(await hash.verify(user.password, current))) throw wrongPassword('currentPassword')
    await db.transaction(async (trx) => {
      user.useTransaction(trx)
      user.password = next
      await user.save()
      await endSessionsOf(user.id, { except: keepSessionId, client: trx })
    })
  }

  /** Everything the product holds on the user, as one JSON document. */
  async exportData(user: User) {
    const owner = this.#owner(user)
    const contributed: Record<string, unknown> = {}
    for (const contributor of personalData.contributors()) {
      contributed[contributor.name] = await contributor.export(owner)
    }
    return {
      exportedAt: new Date().toISOString(),
      account: {
        id: user.id,
        username: user.username,
        email: user.email,
        bio: user.bio,
        role: user.role,
        language: user.locale,
        emailVerifiedAt: user.emailVerifiedAt?.toISO() ?? null,
        memberSince: user.createdAt.toISO(),
      },
      points: {
        balance: await balanceOf(user.id),
        entries: await allLedgerEntries(user.id),
      },
      ...contributed,
    }
  }

  /**
   * Erases the account: personal fields replaced, password unusable,
   * sessions ended, other modules' personal data erased — in one
   * transaction. Ledger rows stay, now pointing at "deleted#<id>"
   * (a name no sign-up can take, see rules/pseudonyms.ts).
   */
  async deleteAccount(user: User, password: string) {
    if (!(await hash.verify(user.password, password))) throw wrongPassword('password')
    const owner = this.#owner(user)
    await db.transaction(async (trx) => {
      user.useTransaction(trx)
      user.merge({
        username: erasedUsername(user.id),
        email: erasedEmail(user.id),
        // A hash of random bytes nobody knows: no password can match it.
        password: randomBytes(32).toString('hex'),
        bio: null,
        deletedAt: DateTime.now(),
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

  #owner(user: User): PersonalDataOwner {
    return { id: user.id, email: user.email, username: user.username }
  }
}

export default new ProfileService()
