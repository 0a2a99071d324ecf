import type { AccountSummary } from '#accounts/services/account_service'

/* What every page knows of the signed-in user (the header); registered by providers/accounts_provider.ts. */
declare module '#core/http/shared_props' {
  interface ModuleSharedProps {
    user: AccountSummary | null
    balance: number | null
    /** When the user's points next expire; `soon` inside the notice window (issue 15). */
    pointsExpiry: { points: number; expiresAt: string; soon: boolean } | null
  }
}
