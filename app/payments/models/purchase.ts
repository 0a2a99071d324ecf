import { BaseModel, column } from '@adonisjs/lucid/orm'
import type { DateTime } from 'luxon'
import type { FlagDetails, FlagReason } from '#payments/types/payment_flags'

export type PurchaseProvider = 'stripe' | 'paypal' | 'sandbox'
export type PurchaseMethod = 'card' | 'paypal'
export type PurchaseStatus = 'pending' | 'credited' | 'failed'
export type DisputeStatus = 'open' | 'won' | 'lost'

export default class Purchase extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare provider: PurchaseProvider

  @column()
  declare method: PurchaseMethod

  @column()
  declare externalId: string

  @column()
  declare userId: number

  @column()
  declare packageId: number

  @column()
  declare packageName: string

  @column()
  declare amountCents: number

  @column()
  declare currency: string

  @column()
  declare points: number

  @column()
  declare status: PurchaseStatus

  @column()
  declare captureId: string | null

  @column()
  declare ledgerEntryId: number | null

  @column()
  declare failureCode: string | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime()
  declare creditedAt: DateTime | null

  @column.dateTime()
  declare flaggedAt: DateTime | null

  @column()
  declare flagReason: FlagReason | null

  @column()
  declare flagDetails: FlagDetails | null

  @column()
  declare refundedCents: number

  @column()
  declare refundedPoints: number

  @column.dateTime()
  declare refundedAt: DateTime | null

  @column()
  declare disputeId: string | null

  @column()
  declare disputeStatus: DisputeStatus | null

  @column()
  declare disputeHoldEntryId: number | null
}
