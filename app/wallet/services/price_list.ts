import db from '@adonisjs/lucid/services/db'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import {
  COST_ACTIONS,
  DEFAULT_COSTS,
  MAX_COST,
  type CostAction,
  type Costs,
} from '#wallet/types/costs'
import CostsTransformer from '#wallet/transformers/costs_transformer'

/**
 * How long a web process keeps the list before reading it again. Every
 * page shows prices, so they are not read per request; an edit made in this
 * process is seen at once, one made elsewhere (`node ace costs:set`) within
 * this time. Charges read the price fresh (`costOf`), never from here.
 */
const CACHE_MS = 5_000

export class InvalidCostError extends Error {}

/** The price list (table `action_costs`): points per action. */
export class PriceList {
  #cached: { list: Record<CostAction, number>; until: number } | null = null

  /** Every action's price; a missing row counts at its default. */
  async list(options: { fresh?: boolean } = {}): Promise<Record<CostAction, number>> {
    if (!options.fresh && this.#cached && this.#cached.until > Date.now()) return this.#cached.list
    const rows: { action: string; points: number }[] = await db
      .from('action_costs')
      .select('action', 'points')
    const list = { ...DEFAULT_COSTS }
    for (const row of rows) {
      if ((COST_ACTIONS as readonly string[]).includes(row.action)) {
        list[row.action as CostAction] = Number(row.points)
      }
    }
    this.#cached = { list, until: Date.now() + CACHE_MS }
    return list
  }

  /** The shape pages and `GET /costs` use. */
  async costs(): Promise<Costs> {
    return new CostsTransformer(await this.list()).toObject()
  }

  /** One price read now (in the caller's transaction when given): what a charge uses. */
  async costOf(action: CostAction, client: QueryClientContract = db.connection()) {
    const row = await client.from('action_costs').where('action', action).select('points').first()
    return row ? Number(row.points) : DEFAULT_COSTS[action]
  }

  async set(action: CostAction, points: number) {
    if (!(COST_ACTIONS as readonly string[]).includes(action)) {
      throw new InvalidCostError(`unknown action "${action}"`)
    }
    if (!Number.isSafeInteger(points) || points < 1 || points > MAX_COST) {
      throw new InvalidCostError(`points must be a whole number from 1 to ${MAX_COST}`)
    }
    await db
      .table('action_costs')
      .insert({ action, points, updated_at: new Date() })
      .onConflict('action')
      .merge(['points', 'updated_at'])
    this.#cached = null
  }

  /** Adds the default of every action that has no row; edited prices stay. */
  async seedDefaults() {
    await db
      .table('action_costs')
      .insert(Object.entries(DEFAULT_COSTS).map(([action, points]) => ({ action, points })))
      .onConflict('action')
      .ignore()
    this.#cached = null
  }
}

export default new PriceList()
