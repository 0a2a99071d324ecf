export type PackageView = {
  id: number
  slug: string
  name: string
  priceCents: number
  price: string
  points: number
  phrases: string[]
}

export type CardClientConfig =
  { provider: 'stripe'; publishableKey: string } | { provider: 'sandbox' }

export type Receipt = {
  packageName: string
  pointsAdded: number
  amountCents: number
  amount: string
  newBalance: number
  externalId: string
  alreadyCredited: boolean
}
