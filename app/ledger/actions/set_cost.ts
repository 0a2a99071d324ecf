import db from '@adonisjs/lucid/services/db'
import { COST_ACTIONS, MAX_COST, type CostAction } from '#ledger/types/costs'
import { InvalidCostError } from '#ledger/exceptions/ledger_errors'
import { forgetPriceList } from '#ledger/queries/price_list'
import { clock } from '#core/clock'

export async function setCost(action: CostAction, points: number) {
  if (!(COST_ACTIONS as readonly string[]).includes(action)) {
    throw new InvalidCostError(`unknown action "${action}"`)
  }
  if (!Number.isSafeInteger(points) || points < 1 || points > MAX_COST) {
    throw new InvalidCostError(`points must be a whole number from 1 to ${MAX_COST}`)
  }
  await db
    .table('action_costs')
    .insert({ action, points, updated_at: clock.now() })
    .onConflict('action')
    .merge(['points', 'updated_at'])
  forgetPriceList()
}
