import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * wallet: one row per checkout started at a provider (a Stripe
 * PaymentIntent, a PayPal order, or their sandbox twins). The pair
 * (provider, external_id) is unique: whatever path credits a purchase
 * (browser confirm, webhook, capture, reconcile) moves it from pending to
 * credited in the same transaction as the ledger entry, exactly once.
 */
export default class extends BaseSchema {
  protected tableName = 'purchases'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.bigIncrements('id')
      table.string('provider', 20).notNullable()
      table.string('method', 10).notNullable()
      table.string('external_id', 100).notNullable()
      table.bigInteger('user_id').notNullable().references('users.id')
      table.integer('package_id').notNullable().references('packages.id')
      table.string('package_name', 60).notNullable()
      table.integer('amount_cents').notNullable()
      table.string('currency', 3).notNullable()
      table.integer('points').notNullable()
      table.string('status', 12).notNullable().defaultTo('pending')
      table.string('capture_id', 100).nullable()
      table.bigInteger('ledger_entry_id').nullable()
      table.string('failure_code', 60).nullable()
      table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(this.now())
      table.timestamp('credited_at', { useTz: true }).nullable()
      table.unique(['provider', 'external_id'])
      table.index(['user_id', 'created_at'])
      table.index(['status', 'created_at'])
    })
    this.schema.raw(
      "ALTER TABLE purchases ADD CONSTRAINT purchases_status_known CHECK (status IN ('pending', 'credited', 'failed'))"
    )
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
