export const HOLD_PURPOSES = ['chat', 'photo', 'video', 'custom_photo', 'custom_video'] as const
export type HoldPurpose = (typeof HOLD_PURPOSES)[number]

// Frozen while the dispute is open, released when it ends, never captured (the database refuses it).
export const DISPUTE_PURPOSE = 'dispute' as const
export const HELD_PURPOSES = [...HOLD_PURPOSES, DISPUTE_PURPOSE] as const
export type HeldPurpose = (typeof HELD_PURPOSES)[number]

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

export type TrialBalanceLine = {
  account: string
  balance: number
}

export type TrialBalance = {
  lines: TrialBalanceLine[]
  total: number
  held: TrialBalanceLine[]
}

export type OpenHold = {
  holdId: number
  userId: number
  points: number
  purpose: string
  createdAt: string
}

export type HoldCheck = {
  open: { count: number; points: number; oldest: OpenHold[] }
  problems: string[]
}
