import { BaseSchema } from '@adonisjs/lucid/schema'

/** wallet: point packages sold for euros. */
export default class extends BaseSchema {
  protected tableName = 'packages'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      table.string('slug', 40).notNullable().unique()
      table.string('name', 60).notNullable()
      table.integer('price_cents').notNullable()
      table.integer('points').notNullable()
      // Stored in Spanish; English comes from a fixed lookup (app/payments/types/package_phrases.ts).
      table.string('phrase1', 80).nullable()
      table.string('phrase2', 80).nullable()
      table.string('phrase3', 80).nullable()
      table.integer('sort_order').notNullable().defaultTo(0)
      table.boolean('active').notNullable().defaultTo(true)
      table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(this.now())
      table.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(this.now())
    })
    this.schema.raw(
      'ALTER TABLE packages ADD CONSTRAINT packages_price_positive CHECK (price_cents > 0), ADD CONSTRAINT packages_points_positive CHECK (points > 0)'
    )
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
