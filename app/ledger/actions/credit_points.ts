import {
  type CreditKind,
  type LedgerEntryResult,
  type MovementInput,
  type MovementOptions,
} from '#ledger/types/ledger'
import { InvalidMovementError } from '#ledger/exceptions/ledger_errors'
import { appendEntry, inStatement } from '#ledger/services/ledger_store'
import { lotExpiry, withoutLotKeys } from '#ledger/rules/expiry_policy'
import { assertValidMovement, CREDIT_KINDS } from '#ledger/rules/movement'
import { clock } from '#core/clock'

// The lot's expiry date is kept in the entry, so a rebuild finds it again.
export function creditPoints(
  input: MovementInput,
  kind: CreditKind,
  options?: MovementOptions
): Promise<LedgerEntryResult> {
  assertValidMovement(input)
  if (!CREDIT_KINDS.includes(kind)) throw new InvalidMovementError(`${kind} is not a credit`)
  if (input.expiresAt !== undefined && input.expiresAt !== null) {
    if (kind !== 'adjustment') throw new InvalidMovementError('only adjustments choose an expiry')
    if (Number.isNaN(input.expiresAt.getTime())) throw new InvalidMovementError('bad expiry date')
  }
  const expiresAt = lotExpiry(kind, clock.now(), input.expiresAt)
  const metadata = withoutLotKeys(input.metadata)
  if (expiresAt) metadata.expiresAt = expiresAt.toISOString()
  return inStatement(options, (client) =>
    appendEntry(client, { ...input, metadata }, kind, input.amount)
  )
}
