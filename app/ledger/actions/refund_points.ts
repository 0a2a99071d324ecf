import {
  type LedgerEntryResult,
  type MovementInput,
  type MovementOptions,
} from '#ledger/types/ledger'
import { InvalidMovementError } from '#ledger/exceptions/ledger_errors'
import { appendEntry, inStatement } from '#ledger/services/ledger_store'
import { withoutLotKeys } from '#ledger/rules/expiry_policy'
import { assertValidMovement } from '#ledger/rules/movement'

// Back to exactly the lots the debit took from: no lot gets a new date.
export async function refundPoints(
  input: MovementInput,
  debitEntryId: number,
  options?: MovementOptions
): Promise<LedgerEntryResult> {
  assertValidMovement(input)
  if (!Number.isSafeInteger(debitEntryId) || debitEntryId <= 0) {
    throw new InvalidMovementError('debitEntryId must be a positive integer')
  }
  const metadata = { ...withoutLotKeys(input.metadata), givesBackOf: debitEntryId }
  try {
    return await inStatement(options, (client) =>
      appendEntry(client, { ...input, metadata }, 'refund', input.amount)
    )
  } catch (error) {
    if ((error as { code?: string }).code !== '23514') throw error
    throw new InvalidMovementError(`entry ${debitEntryId} has not that much to give back`)
  }
}
