import type { InferData } from '@adonisjs/core/types/transformers'
import type CostsTransformer from '#ledger/transformers/costs_transformer'

export const COST_ACTIONS = ['photo', 'video', 'chat', 'custom_photo', 'custom_video'] as const
export type CostAction = (typeof COST_ACTIONS)[number]

export const DEFAULT_COSTS: Record<CostAction, number> = {
  photo: 10,
  video: 50,
  chat: 1,
  custom_photo: 500,
  custom_video: 1100,
}

export type Costs = InferData<CostsTransformer>

export const MAX_COST = 1_000_000

export function isCostAction(value: string): value is CostAction {
  return (COST_ACTIONS as readonly string[]).includes(value)
}
