import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * wallet: the sandbox payment provider's own state (with no keys,
 * a sandbox on the app's origin stands in for Stripe and PayPal). Kept in
 * the database so the web and worker processes see the same "provider".
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('sandbox_card_intents', (table) => {
      table.string('id', 40).primary()
      table.string('client_secret', 80).notNullable().unique()
      table.string('idempotency_key', 120).notNullable().unique()
      table.integer('amount_cents').notNullable()
      table.string('currency', 3).notNullable()
      table.jsonb('metadata').notNullable()
      table.string('status', 30).notNullable()
      table.string('last_error_code', 40).nullable()
      table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(this.now())
      table.index(['status', 'created_at'])
    })
    this.schema.createTable('sandbox_paypal_orders', (table) => {
      table.string('id', 40).primary()
      table.string('request_id', 120).notNullable().unique()
      table.integer('amount_cents').notNullable()
      table.string('currency', 3).notNullable()
      table.string('custom_id', 60).notNullable()
      table.string('description', 120).notNullable()
      table.string('status', 30).notNullable()
      table.text('return_url').notNullable()
      table.text('cancel_url').notNullable()
      table.string('capture_id', 40).nullable()
      table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(this.now())
    })
  }

  async down() {
    this.schema.dropTable('sandbox_paypal_orders')
    this.schema.dropTable('sandbox_card_intents')
  }
}
