import {
  type LedgerEntryResult,
  type MovementInput,
  type MovementOptions,
} from '#ledger/types/ledger'
import { InvalidMovementError } from '#ledger/exceptions/ledger_errors'
import { appendEntry, inStatement } from '#ledger/services/ledger_store'
import { withoutLotKeys } from '#ledger/rules/expiry_policy'
import { assertValidMovement } from '#ledger/rules/movement'

export type TakeBackKind = 'reversal' | 'clawback'
export type TakeBackInput = MovementInput & { reversesLot?: number | null }

// Points of a refunded payment: a reversal takes what the user still has, from the paid
// lot first (`reversesLot`); a clawback what they had spent, and may leave the balance below 0.
export function takeBackPoints(
  input: TakeBackInput,
  kind: TakeBackKind,
  options?: MovementOptions
): Promise<LedgerEntryResult> {
  assertValidMovement(input)
  if (kind !== 'reversal' && kind !== 'clawback') {
    throw new InvalidMovementError(`${kind} is not a take-back`)
  }
  const metadata = withoutLotKeys(input.metadata)
  if (kind === 'reversal' && input.reversesLot) metadata.reversesLot = input.reversesLot
  return inStatement(options, (client) =>
    appendEntry(client, { ...input, metadata }, kind, -input.amount)
  )
}
