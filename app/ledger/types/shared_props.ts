import type { Costs } from '#ledger/types/costs'

declare module '#core/http/shared_props' {
  interface ModuleSharedProps {
    costs: Costs
  }
}
