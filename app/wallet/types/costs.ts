/*
| The price list's public shapes (design.md #5): points per action, from
| the server, never hard-coded on a screen.
*/
import type { InferData } from '@adonisjs/core/types/transformers'
import type CostsTransformer from '#wallet/transformers/costs_transformer'

/** Actions with a price, as stored in `action_costs.action`. */
export const COST_ACTIONS = ['photo', 'video', 'chat', 'custom_photo', 'custom_video'] as const
export type CostAction = (typeof COST_ACTIONS)[number]

/** The defaults of product.md §9, seeded when missing. */
export const DEFAULT_COSTS: Record<CostAction, number> = {
  photo: 10,
  video: 50,
  chat: 1,
  custom_photo: 500,
  custom_video: 1100,
}

/** What pages and `GET /costs` receive (built by CostsTransformer, Data.Wallet.Costs). */
export type Costs = InferData<CostsTransformer>

/** The largest price an operator may set (a sanity bound, far above any real price). */
export const MAX_COST = 1_000_000

export function isCostAction(value: string): value is CostAction {
  return (COST_ACTIONS as readonly string[]).includes(value)
}

/** A price change the list refuses (unknown action, points out of bounds). */
export class InvalidCostError extends Error {}
