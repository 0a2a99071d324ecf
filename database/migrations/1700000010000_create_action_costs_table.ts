import { BaseSchema } from '@adonisjs/lucid/schema'
import { DEFAULT_COSTS } from '#ledger/types/costs'

/**
 * wallet: the price list (points per action). The defaults
 * are written here so every database has a complete list, tests included;
 * the costs seeder adds any action introduced later, and `costs:set` edits.
 */
export default class extends BaseSchema {
  protected tableName = 'action_costs'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.string('action', 20).primary()
      table.integer('points').notNullable()
      table.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(this.now())
    })
    this.schema.raw(
      'ALTER TABLE action_costs ADD CONSTRAINT action_costs_points_positive CHECK (points > 0)'
    )
    this.defer(async (db) => {
      await db
        .table(this.tableName)
        .insert(Object.entries(DEFAULT_COSTS).map(([action, points]) => ({ action, points })))
        .onConflict('action')
        .ignore()
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
