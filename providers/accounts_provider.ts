import type { ApplicationService } from '@adonisjs/core/types'
import '#accounts/types/shared_props'

/**
 * The accounts module's wiring, in every process (web, worker, ace): every
 * page knows the signed-in user, their balance, when points next expire
 * and the points an open dispute froze (the header).
 */
export default class AccountsProvider {
  constructor(protected app: ApplicationService) {}

  async boot() {
    const { sharedPropsProviders } = await import('#core/http/shared_props')
    const { default: AccountTransformer } =
      await import('#accounts/transformers/account_transformer')
    const { pointsHeaderOf } = await import('#ledger/queries/points_header')
    sharedPropsProviders.register(async (ctx) => {
      const user = ctx.auth?.user
      if (!user) return { user: null, balance: null, pointsExpiry: null, pointsStanding: null }
      // One statement: one pool connection per page for the header, not three.
      const points = await pointsHeaderOf(user.id)
      return { user: AccountTransformer.transform(user), ...points }
    })
    // Modules that mail a user they know by id only (the payments' purchase receipt).
    const { mailRecipients } = await import('#core/mail/recipients')
    const { mailRecipientOf } = await import('#accounts/queries/mail_recipient')
    mailRecipients.register(mailRecipientOf)
  }
}
