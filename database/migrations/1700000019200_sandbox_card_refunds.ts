import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * wallet: the sandbox card refunds intents like Stripe does. Each intent
 * keeps what has been refunded of its payment (a refund never goes past the
 * amount), and each refund its idempotency key, so a repeated key gives back
 * the first answer instead of refunding twice.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('sandbox_card_intents', (table) => {
      table.integer('refunded_cents').notNullable().defaultTo(0)
    })
    this.schema.raw(
      'ALTER TABLE sandbox_card_intents ADD CONSTRAINT sandbox_card_intents_refund_within_amount CHECK (refunded_cents BETWEEN 0 AND amount_cents)'
    )
    this.schema.createTable('sandbox_card_refunds', (table) => {
      table.string('id', 40).primary()
      table.string('idempotency_key', 200).notNullable().unique()
      table
        .string('intent_id', 40)
        .notNullable()
        .references('id')
        .inTable('sandbox_card_intents')
        .onDelete('CASCADE')
      table.integer('amount_cents').notNullable()
      /* The intent's refunded total once this refund was made: what a replay answers. */
      table.integer('total_refunded_cents').notNullable()
      table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(this.now())
    })
  }

  async down() {
    this.schema.dropTable('sandbox_card_refunds')
    this.schema.raw(
      'ALTER TABLE sandbox_card_intents DROP CONSTRAINT IF EXISTS sandbox_card_intents_refund_within_amount'
    )
    this.schema.alterTable('sandbox_card_intents', (table) => {
      table.dropColumn('refunded_cents')
    })
  }
}
