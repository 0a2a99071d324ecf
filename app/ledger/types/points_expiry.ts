import type { InferData } from '@adonisjs/core/types/transformers'
import type PointsExpiryTransformer from '#ledger/transformers/points_expiry_transformer'

export type ExpiryRun = { entries: number; points: number }

export type ExpiryNotice = { userId: number; points: number; expiresAt: string; lotIds: number[] }

export type PointsExpiry = InferData<PointsExpiryTransformer>
