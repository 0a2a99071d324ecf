import db from '@adonisjs/lucid/services/db'
import { COST_ACTIONS, DEFAULT_COSTS, type CostAction, type Costs } from '#ledger/types/costs'
import CostsTransformer from '#ledger/transformers/costs_transformer'

// Charges read the price fresh (costOf), never from here; an edit elsewhere shows within this time.
const CACHE_MS = 5_000

let cached: { list: Record<CostAction, number>; until: number } | null = null

export async function priceList(
  options: { fresh?: boolean } = {}
): Promise<Record<CostAction, number>> {
  if (!options.fresh && cached && cached.until > performance.now()) return cached.list
  const rows: { action: string; points: number }[] = await db
    .from('action_costs')
    .select('action', 'points')
  const list = { ...DEFAULT_COSTS }
  for (const row of rows) {
    if ((COST_ACTIONS as readonly string[]).includes(row.action)) {
      list[row.action as CostAction] = row.points
    }
  }
  cached = { list, until: performance.now() + CACHE_MS }
  return list
}

export async function currentCosts(): Promise<Costs> {
  return new CostsTransformer(await priceList()).toObject()
}

export function forgetPriceList() {
  cached = null
}
