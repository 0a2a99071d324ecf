import type { AccountSummary } from '#accounts/services/account_service'

/* What every page knows of the signed-in user (the header); registered by providers/accounts_provider.ts. */
declare module '#core/http/shared_props' {
  interface ModuleSharedProps {
    user: AccountSummary | null
    balance: number | null
  }
}
