/*
| The payment shapes pages and JSON clients receive: the checkout's
| packages and the receipt of a credited purchase. The React pages import
| these (types only), so they never drift from what the server sends.
*/
import type { PurchaseMethod, PurchaseProvider } from '#wallet/models/purchase'

export type PackageView = {
  id: number
  slug: string
  name: string
  priceCents: number
  /** Euros as a decimal string ("9.99"); the browser formats it per language. */
  price: string
  points: number
  phrases: string[]
}

export type Receipt = {
  purchaseId: number
  provider: PurchaseProvider
  method: PurchaseMethod
  externalId: string
  packageName: string
  pointsAdded: number
  amountCents: number
  /** Two decimals, no symbol ("9.99"); pages format it per language. */
  amount: string
  currency: string
  newBalance: number
  /** The purchase had been credited before (a reload, a second tab, the webhook). */
  alreadyCredited: boolean
}
