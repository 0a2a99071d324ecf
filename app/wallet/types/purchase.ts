/*
| Shapes of money in (design.md, Payments): what a provider reports as
| paid, the receipt the pages show, and what a reconcile run did.
*/
import type { InferData } from '@adonisjs/core/types/transformers'
import type { PurchaseMethod, PurchaseProvider } from '#wallet/models/purchase'
import type ReceiptTransformer from '#wallet/transformers/receipt_transformer'

/** The receipt of a credited purchase (the success page, the JSON answers). */
export type Receipt = InferData<ReceiptTransformer>

/** A payment its provider says succeeded, as creditPurchase receives it. */
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
  /** Paid at the provider but not matching the checkout (amount, currency, package, user): marked failed and flagged for staff by this run. */
  flagged: string[]
  /** Flagged by an earlier run or path: left alone, staff settle them. */
  alreadyFlagged: number
  failures: { externalId: string; error: string }[]
}
