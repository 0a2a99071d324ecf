import {
  type LedgerEntryResult,
  type MovementInput,
  type MovementOptions,
  type SpendKind,
} from '#ledger/types/ledger'
import { InvalidMovementError } from '#ledger/exceptions/ledger_errors'
import { appendEntry, inStatement } from '#ledger/services/ledger_store'
import { withoutLotKeys } from '#ledger/rules/expiry_policy'
import { assertValidMovement, SPEND_KINDS } from '#ledger/rules/movement'

export function spendPoints(
  input: MovementInput,
  kind: SpendKind,
  options?: MovementOptions
): Promise<LedgerEntryResult> {
  assertValidMovement(input)
  if (!SPEND_KINDS.includes(kind)) throw new InvalidMovementError(`${kind} is not a spend`)
  const metadata = withoutLotKeys(input.metadata)
  return inStatement(options, (client) =>
    appendEntry(client, { ...input, metadata }, kind, -input.amount)
  )
}
