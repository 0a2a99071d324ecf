import db from '@adonisjs/lucid/services/db'
import { DEFAULT_COSTS, type CostAction } from '#wallet/types/costs'
import type { MovementOptions } from '#wallet/types/ledger'

export async function costOf(action: CostAction, options?: MovementOptions): Promise<number> {
  const client = options?.client ?? db.connection()
  const row = await client.from('action_costs').where('action', action).select('points').first()
  return row ? Number(row.points) : DEFAULT_COSTS[action]
}

// Read by the caller's statement, never from a cache, so a price staff just set is the one charged.
export function costInStatement(action: CostAction) {
  return {
    sql: 'coalesce((SELECT points FROM action_costs WHERE action = ?), ?::integer)',
    bindings: [action, DEFAULT_COSTS[action]] as unknown[],
  }
}
