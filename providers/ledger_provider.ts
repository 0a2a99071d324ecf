import type { ApplicationService } from '@adonisjs/core/types'
import '#ledger/types/shared_props'

/** The ledger module's wiring: every page knows the prices, so no screen hard-codes one. */
export default class LedgerProvider {
  constructor(protected app: ApplicationService) {}

  async boot() {
    const { sharedPropsProviders } = await import('#core/http/shared_props')
    const { currentCosts } = await import('#ledger/queries/price_list')
    sharedPropsProviders.register(async () => ({ costs: await currentCosts() }))
  }
}
