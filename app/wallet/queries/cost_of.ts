import db from '@adonisjs/lucid/services/db'
import { DEFAULT_COSTS, type CostAction } from '#wallet/types/costs'
import type { MovementOptions } from '#wallet/types/ledger'

/** One action's price read now, in the caller's transaction if given: what a charge uses. */
export async function costOf(action: CostAction, options?: MovementOptions): Promise<number> {
  const client = options?.client ?? db.connection()
  const row = await client.from('action_costs').where('action', action).select('points').first()
  return row ? Number(row.points) : DEFAULT_COSTS[action]
}

/**
 * The same price as an integer expression inside another module's statement
 * (a chat turn holds it with its message): read by that statement, never
 * from a cache, so a price staff just set is the one charged.
 */
export function costInStatement(action: CostAction) {
  return {
    sql: 'coalesce((SELECT points FROM action_costs WHERE action = ?), ?::integer)',
    bindings: [action, DEFAULT_COSTS[action]] as unknown[],
  }
}
