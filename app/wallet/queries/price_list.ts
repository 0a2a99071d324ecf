import db from '@adonisjs/lucid/services/db'
import { COST_ACTIONS, DEFAULT_COSTS, type CostAction, type Costs } from '#wallet/types/costs'
import CostsTransformer from '#wallet/transformers/costs_transformer'

/**
 * How long a web process keeps the list before reading it again. Every
 * page shows prices, so they are not read per request; an edit made in this
 * process is seen at once (setCost forgets it), one made elsewhere
 * (`node ace costs:set`) within this time. Charges read the price fresh
 * (costOf, queries/cost_of.ts), never from here.
 */
const CACHE_MS = 5_000

let cached: { list: Record<CostAction, number>; until: number } | null = null

/** The price list (table `action_costs`): every action's price; a missing row counts at its default. */
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
      list[row.action as CostAction] = Number(row.points)
    }
  }
  cached = { list, until: performance.now() + CACHE_MS }
  return list
}

/** The price list (design.md #5), briefly cached, in the shape pages and `GET /costs` use: for display. */
export async function currentCosts(): Promise<Costs> {
  return new CostsTransformer(await priceList()).toObject()
}

/** Drops this process's cached list (after a price changed here). */
export function forgetPriceList() {
  cached = null
}
