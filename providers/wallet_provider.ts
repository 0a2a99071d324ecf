import type { ApplicationService } from '@adonisjs/core/types'
import '#wallet/types/shared_props'

/** The wallet module's wiring: every page knows the prices, so no screen hard-codes one (design.md #5). */
export default class WalletProvider {
  constructor(protected app: ApplicationService) {}

  async boot() {
    const { sharedPropsProviders } = await import('#core/http/shared_props')
    const { currentCosts } = await import('#wallet/queries/price_list')
    sharedPropsProviders.register(async () => ({ costs: await currentCosts() }))
  }
}
