import type { ApplicationService } from '@adonisjs/core/types'
import '#accounts/types/shared_props'

/**
 * The accounts module's wiring, in every process (web, worker, ace): every
 * page knows the signed-in user, their balance and when points next expire
 * (the header).
 */
export default class AccountsProvider {
  constructor(protected app: ApplicationService) {}

  async boot() {
    const { sharedPropsProviders } = await import('#core/http/shared_props')
    const { default: AccountTransformer } =
      await import('#accounts/transformers/account_transformer')
    const { default: wallet } = await import('#wallet/services/wallet_service')
    sharedPropsProviders.register(async (ctx) => {
      const user = ctx.auth?.user
      if (!user) return { user: null, balance: null, pointsExpiry: null }
      const [balance, pointsExpiry] = await Promise.all([
        wallet.balanceOf(user.id),
        wallet.nextExpiry(user.id),
      ])
      return { user: AccountTransformer.transform(user), balance, pointsExpiry }
    })
  }
}
