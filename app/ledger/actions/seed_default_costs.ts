import db from '@adonisjs/lucid/services/db'
import { DEFAULT_COSTS } from '#ledger/types/costs'
import { forgetPriceList } from '#ledger/queries/price_list'

export async function seedDefaultCosts() {
  await db
    .table('action_costs')
    .insert(Object.entries(DEFAULT_COSTS).map(([action, points]) => ({ action, points })))
    .onConflict('action')
    .ignore()
  forgetPriceList()
}
