import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import { preparedQuery } from '#core/db/prepared_statement'
import { DEFAULT_COSTS, type CostAction } from '#ledger/types/costs'
import type { MovementOptions } from '#ledger/types/ledger'

// Never cached: a price staff just set is the one charged. Read on every chat turn.
export async function costOf(action: CostAction, options?: MovementOptions): Promise<number> {
  const client: QueryClientContract | undefined = options?.client
  const result = await preparedQuery(
    'wallet_cost_of',
    'SELECT points FROM action_costs WHERE action = ?',
    [action],
    client
  )
  const row = result.rows[0]
  return row ? row.points : DEFAULT_COSTS[action]
}
