import { type HoldInput, type HoldResult, type MovementOptions } from '#ledger/types/ledger'
import { InvalidMovementError } from '#ledger/exceptions/ledger_errors'
import { appendEntry, inStatement } from '#ledger/services/ledger_store'
import { withoutLotKeys } from '#ledger/rules/expiry_policy'
import { assertValidMovement } from '#ledger/rules/movement'
import { HELD_PURPOSES } from '#ledger/types/ledger_accounts'

export async function holdPoints(input: HoldInput, options?: MovementOptions): Promise<HoldResult> {
  assertValidMovement(input)
  if (!HELD_PURPOSES.includes(input.purpose)) {
    throw new InvalidMovementError(`${input.purpose} is not what a hold is for`)
  }
  const entry = await inStatement(options, (client) =>
    appendEntry(
      client,
      { ...input, metadata: { ...withoutLotKeys(input.metadata), purpose: input.purpose } },
      'hold',
      -input.amount
    )
  )
  return { ...entry, holdId: entry.entryId }
}
