import { type HoldInput, type HoldResult, type MovementOptions } from '#wallet/types/ledger'
import { InvalidMovementError } from '#wallet/exceptions/ledger_errors'
import { appendEntry, inStatement } from '#wallet/services/ledger_store'
import { withoutLotKeys } from '#wallet/rules/expiry_policy'
import { assertValidMovement } from '#wallet/rules/movement'
import { HELD_PURPOSES } from '#wallet/types/ledger_accounts'

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
