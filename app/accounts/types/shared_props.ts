import type { Item } from '@adonisjs/core/transformers'
import type AccountTransformer from '#accounts/transformers/account_transformer'
import type { PointsExpiry } from '#ledger/types/points_expiry'
import type { PointsStanding } from '#ledger/types/attention'

declare module '#core/http/shared_props' {
  interface ModuleSharedProps {
    user: Item<AccountTransformer, 1, 'toObject'> | null
    balance: number | null
    pointsExpiry: PointsExpiry | null
    pointsStanding: PointsStanding | null
  }
}
