import type { Costs } from '#wallet/types/costs'

/* The server's price list on every page (design.md #5); registered by providers/wallet_provider.ts. */
declare module '#core/http/shared_props' {
  interface ModuleSharedProps {
    costs: Costs
  }
}
