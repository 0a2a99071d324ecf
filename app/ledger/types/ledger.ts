import type { InferData } from '@adonisjs/core/types/transformers'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type LedgerHistoryTransformer from '#ledger/transformers/ledger_history_transformer'
import type { HeldPurpose, HoldCheck, TrialBalance } from '#ledger/types/ledger_accounts'

export const LEDGER_KINDS = [
  'welcome_bonus',
  'purchase',
  'chat',
  'photo',
  'video',
  'custom_photo',
  'custom_video',
  'hold',
  'release',
  'refund',
  'adjustment',
  'expiry',
  // Reversal takes what the user still has (never below 0); clawback what they had spent (may go below).
  'reversal',
  'clawback',
] as const
export type LedgerKind = (typeof LEDGER_KINDS)[number]

export type CreditKind = 'welcome_bonus' | 'purchase' | 'refund' | 'adjustment'
export type SpendKind =
  'chat' | 'photo' | 'video' | 'custom_photo' | 'custom_video' | 'adjustment' | 'expiry'

export type LedgerEntryResult = {
  entryId: number
  userId: number
  amount: number
  kind: LedgerKind
  reference: string
  idempotencyKey: string
  balanceAfter: number
  createdAt: string
  replayed: boolean
}

export type MovementInput = {
  userId: number
  amount: number
  reference: string
  idempotencyKey: string
  metadata?: Record<string, unknown>
  expiresAt?: Date | null
}

export type MovementOptions = {
  client?: TransactionClientContract
}

export type HoldInput = MovementInput & {
  purpose: HeldPurpose
}

export type HoldResult = LedgerEntryResult & {
  holdId: number
}

export type HoldRef = number | string

export type HoldSettlement = {
  holdId: number
  userId: number
  outcome: 'captured' | 'released'
  amount: number
  releaseEntry: LedgerEntryResult | null
  balanceAfter: number
  replayed: boolean
}

export type LedgerDrift = {
  userId: number
  ledgerBalance: number
  projectedBalance: number | null
  brokenChainEntries: number
}

export type LedgerCheck = {
  accounts: number
  entries: number
  drift: LedgerDrift[]
  lotProblems: string[]
  trialBalance: TrialBalance
  holds: HoldCheck
}

export type LedgerHistoryPage = InferData<LedgerHistoryTransformer>
