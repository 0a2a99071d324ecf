import {
  type LedgerEntryResult,
  type MovementInput,
  type MovementOptions,
  type SpendKind,
} from '#wallet/types/ledger'
import { InvalidMovementError } from '#wallet/exceptions/ledger_errors'
import { appendEntry, inStatement } from '#wallet/services/ledger_store'
import { withoutLotKeys } from '#wallet/rules/expiry_policy'
import { assertValidMovement, SPEND_KINDS } from '#wallet/rules/movement'

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
