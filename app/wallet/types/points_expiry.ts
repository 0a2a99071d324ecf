/*
| Shapes of the points lots' expiry (design.md, "The ledger"): the hourly
| run, the notices mailed before, and what the header shows.
*/
import type { InferData } from '@adonisjs/core/types/transformers'
import type PointsExpiryTransformer from '#wallet/transformers/points_expiry_transformer'

/** What one expiry run did: entries written and points taken (positive). */
export type ExpiryRun = { entries: number; points: number }

/** Points of one user that expire soon, per the lots not yet announced. */
export type ExpiryNotice = { userId: number; points: number; expiresAt: string; lotIds: number[] }

/** When a user's points next expire (the header's shared prop). */
export type PointsExpiry = InferData<PointsExpiryTransformer>
