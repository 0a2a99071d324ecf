import db from '@adonisjs/lucid/services/db'
import { DEFAULT_COSTS, type CostAction } from '#wallet/types/costs'
import type { MovementOptions } from '#wallet/types/ledger'

export async function costOf(action: CostAction, options?: MovementOptions): Promise<number> {
  const client = options?.client ?? db.connection()
  const row = await client.from('action_costs').where('action', action).select('points').first()
  return row ? Number(row.points) : DEFAULT_COSTS[action]
}
