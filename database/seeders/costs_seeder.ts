import { BaseSeeder } from '@adonisjs/lucid/seeders'
import { seedDefaultCosts } from '#ledger/actions/seed_default_costs'

/**
 * The price list's defaults. Only missing actions are added:
 * prices edited with `node ace costs:set` survive restarts.
 */
export default class CostsSeeder extends BaseSeeder {
  async run() {
    await seedDefaultCosts()
  }
}
