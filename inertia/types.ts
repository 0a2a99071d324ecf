import type { Locale } from '~/i18n'
import type { Costs } from '../app/wallet/types/costs'

export type { Costs }

export type SiteInfo = {
  origin: string
  path: string
  supportEmail: string
}

export type SessionUser = {
  id: number
  username: string
  email: string
  role: 'user' | 'staff'
}

export type FlashToast = { type: 'success' | 'error' | 'blank'; message: string } | null

export type PointsExpiry = { points: number; expiresAt: string; soon: boolean }

/** Props every page receives (app/core/middleware/inertia_middleware.ts). */
export type SharedProps = {
  locale: Locale
  site: SiteInfo
  ageGate: boolean
  errors: Record<string, string>
  toast: FlashToast
  user: SessionUser | null
  balance?: number | null
  /** When the signed-in user's points next expire; `soon` inside the notice window. */
  pointsExpiry?: PointsExpiry | null
  /** The server's price list (design.md #5): no screen hard-codes a cost. */
  costs: Costs
  /** The signed-in user's favourite model ids (empty for visitors). */
  favoriteModelIds?: number[]
}
