import type { InferData } from '@adonisjs/core/types/transformers'
import type { PurchaseMethod, PurchaseProvider } from '#payments/models/purchase'
import type ReceiptTransformer from '#payments/transformers/receipt_transformer'

export type Receipt = InferData<ReceiptTransformer>

export type PaidPayment = {
  provider: PurchaseProvider
  method: PurchaseMethod
  externalId: string
  userId: number | null
  packageId: number | null
  amountCents: number
  currency: string
  captureId: string | null
}

export type ReconcileReport = {
  checked: number
  credited: Receipt[]
  flagged: string[]
  alreadyFlagged: number
  failures: { externalId: string; error: string }[]
}
