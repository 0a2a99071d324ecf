import type { Item } from '@adonisjs/core/transformers'
import type AccountTransformer from '#accounts/transformers/account_transformer'
import type { PointsExpiry } from '#wallet/types/points_expiry'
import type { PointsStanding } from '#wallet/types/attention'

/* What every page knows of the signed-in user (the header); registered by providers/accounts_provider.ts. */
declare module '#core/http/shared_props' {
  interface ModuleSharedProps {
    /** Resolved by Inertia into Data.Accounts.Account. */
    user: Item<AccountTransformer, 1, 'toObject'> | null
    balance: number | null
    /** When the user's points next expire; `soon` inside the notice window (issue 15). */
    pointsExpiry: PointsExpiry | null
    /** Points frozen by the user's open disputes (issue 24): the header and profile say why. */
    pointsStanding: PointsStanding | null
  }
}
