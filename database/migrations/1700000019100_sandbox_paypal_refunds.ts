import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * wallet: the sandbox PayPal refunds captures like PayPal does. Each order
 * keeps what has been refunded of its capture (a refund never goes past the
 * amount), and each refund its request id, so a repeated PayPal-Request-Id
 * gives back the first answer instead of refunding twice.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('sandbox_paypal_orders', (table) => {
      table.integer('refunded_cents').notNullable().defaultTo(0)
      table.index(['capture_id'])
    })
    this.schema.raw(
      'ALTER TABLE sandbox_paypal_orders ADD CONSTRAINT sandbox_paypal_orders_refund_within_amount CHECK (refunded_cents BETWEEN 0 AND amount_cents)'
    )
    this.schema.createTable('sandbox_paypal_refunds', (table) => {
      table.string('id', 40).primary()
      table.string('request_id', 120).notNullable().unique()
      table
        .string('order_id', 40)
        .notNullable()
        .references('id')
        .inTable('sandbox_paypal_orders')
        .onDelete('CASCADE')
      table.integer('amount_cents').notNullable()
      /* The capture's refunded total once this refund was made: what a replay answers. */
      table.integer('total_refunded_cents').notNullable()
      table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(this.now())
    })
  }

  async down() {
    this.schema.dropTable('sandbox_paypal_refunds')
    this.schema.raw(
      'ALTER TABLE sandbox_paypal_orders DROP CONSTRAINT IF EXISTS sandbox_paypal_orders_refund_within_amount'
    )
    this.schema.alterTable('sandbox_paypal_orders', (table) => {
      table.dropIndex(['capture_id'])
      table.dropColumn('refunded_cents')
    })
  }
}
