/*
| The double-entry ledger's accounts (docs/decisions/double-entry-ledger.md).
| Every entry moves the user's account by `amount` and its counter-account
| (ledger_entries.counter_account) by `-amount`; a capture moves a hold's
| points from held:<purpose> to spent:<purpose>. System accounts have no
| row of their own: their balances are sums over those append-only rows.
*/

/** What a hold can be for, and so the spent:<kind> and held:<kind> accounts. */
export const HOLD_PURPOSES = ['chat', 'photo', 'video', 'custom_photo', 'custom_video'] as const
export type HoldPurpose = (typeof HOLD_PURPOSES)[number]

/**
 * A hold of a disputed payment's points (held:dispute): frozen while the dispute is open,
 * released when it ends, never captured (the database refuses it).
 */
export const DISPUTE_PURPOSE = 'dispute' as const
/** Every purpose a hold may have: what the app sells, and a dispute's freeze. */
export const HELD_PURPOSES = [...HOLD_PURPOSES, DISPUTE_PURPOSE] as const
export type HeldPurpose = (typeof HELD_PURPOSES)[number]

/**
 * Every counter-account, in report order. `refunded` and `clawed_back` are
 * the accounts of payment refunds and chargebacks (issue 24, point 1): the
 * `reversal` entries post to refunded (points the user still had), the
 * `clawback` entries to clawed_back (points already spent: a debt).
 */
export const COUNTER_ACCOUNTS = [
  'bought',
  'granted:welcome_bonus',
  'granted:adjustment',
  'granted:refund',
  ...HOLD_PURPOSES.map((kind) => `spent:${kind}` as const),
  'expired',
  'refunded',
  'clawed_back',
  ...HELD_PURPOSES.map((kind) => `held:${kind}` as const),
] as const
export type CounterAccount = (typeof COUNTER_ACCOUNTS)[number]

/** One line of the trial balance: what the users hold (projections) or a system account. */
export type TrialBalanceLine = {
  /** 'users:available', 'users:held' (the projections) or a counter-account. */
  account: string
  /** Points; credits to users leave their source negative (bought, granted:*). */
  balance: number
}

export type TrialBalance = {
  /** The users' accounts (available, held) and every system account. */
  lines: TrialBalanceLine[]
  /** The sum of every account: 0 when the books balance. */
  total: number
  /** users:held per purpose (held:<kind>), as the postings give it. */
  held: TrialBalanceLine[]
}

/** A hold not settled yet (ledger:verify lists the oldest). */
export type OpenHold = {
  holdId: number
  userId: number
  points: number
  purpose: string
  createdAt: string
}

export type HoldCheck = {
  open: { count: number; points: number; oldest: OpenHold[] }
  /** Holds settled other than exactly once, releases without their hold, held projections off. */
  problems: string[]
}
