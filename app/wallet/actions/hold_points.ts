import {
  InvalidMovementError,
  type HoldInput,
  type HoldResult,
  type MovementOptions,
} from '#wallet/types/ledger'
import { appendEntry, inStatement } from '#wallet/services/ledger_store'
import { withoutLotKeys } from '#wallet/rules/expiry_policy'
import { assertValidMovement, SPEND_KINDS } from '#wallet/rules/movement'

/**
 * Reserves points for long work (a video): they leave the balance now and
 * are either captured on success (captureHold) or released, given back, on
 * failure (releaseHold).
 */
export async function holdPoints(input: HoldInput, options?: MovementOptions): Promise<HoldResult> {
  assertValidMovement(input)
  if (!SPEND_KINDS.includes(input.purpose)) {
    throw new InvalidMovementError(`${input.purpose} is not a spend`)
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
