export type { PackageView, Receipt } from '../../../app/wallet/types/payments'

export type CardClientConfig =
  { provider: 'stripe'; publishableKey: string } | { provider: 'sandbox' }
