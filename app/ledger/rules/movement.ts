import { type CreditKind, type MovementInput, type SpendKind } from '#ledger/types/ledger'
import { InvalidMovementError } from '#ledger/exceptions/ledger_errors'

export const CREDIT_KINDS: readonly CreditKind[] = [
  'welcome_bonus',
  'purchase',
  'refund',
  'adjustment',
]
export const SPEND_KINDS: readonly SpendKind[] = [
  'chat',
  'photo',
  'video',
  'custom_photo',
  'custom_video',
  'adjustment',
  'expiry',
]

const MAX_TEXT = 200

export function assertValidMovement(input: MovementInput) {
  if (!Number.isSafeInteger(input.userId) || input.userId <= 0) {
    throw new InvalidMovementError('userId must be a positive integer')
  }
  if (!Number.isSafeInteger(input.amount) || input.amount <= 0 || input.amount > 2_000_000_000) {
    throw new InvalidMovementError('amount must be a positive whole number of points')
  }
  for (const field of ['reference', 'idempotencyKey'] as const) {
    const value = input[field]
    if (typeof value !== 'string' || !value.trim() || value.length > MAX_TEXT) {
      throw new InvalidMovementError(`${field} must be 1–${MAX_TEXT} characters`)
    }
  }
}
