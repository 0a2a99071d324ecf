import type { Data } from '@generated/data'

/** The server's price list (CostsTransformer). */
export type Costs = Data.Ledger.Costs

export type SiteInfo = {
  origin: string
  path: string
  supportEmail: string
}

/** Props every page receives, generated from the server (app/core/middleware/inertia_middleware.ts). */
export type SharedProps = Data.SharedProps

export type SessionUser = NonNullable<SharedProps['user']>
export type FlashToast = SharedProps['toast']
export type PointsExpiry = NonNullable<SharedProps['pointsExpiry']>
export type PointsStanding = NonNullable<SharedProps['pointsStanding']>
