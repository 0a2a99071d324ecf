import type { Costs } from '#wallet/types/costs'

declare module '#core/http/shared_props' {
  interface ModuleSharedProps {
    costs: Costs
  }
}
