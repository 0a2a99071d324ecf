import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * wallet: a payment the provider reports differently from its checkout
 * (amount, currency, user or package) is never credited. It is marked
 * failed and flagged for staff: when, why, and what the provider said, so
 * support can refund or settle it by hand and reconcile stops re-checking it.
 */
export default class extends BaseSchema {
  protected tableName = 'purchases'

  async up() {
    this.schema.alterTable(this.tableName, (table) => {
      table.timestamp('flagged_at', { useTz: true }).nullable()
      table.string('flag_reason', 30).nullable()
      table.jsonb('flag_details').nullable()
    })
    this.schema.raw(
      "ALTER TABLE purchases ADD CONSTRAINT purchases_flagged_are_failed CHECK (flagged_at IS NULL OR (status = 'failed' AND flag_reason IS NOT NULL))"
    )
    this.schema.raw(
      'CREATE INDEX purchases_flagged_at_index ON purchases (flagged_at DESC) WHERE flagged_at IS NOT NULL'
    )
  }

  async down() {
    this.schema.raw('DROP INDEX IF EXISTS purchases_flagged_at_index')
    this.schema.raw('ALTER TABLE purchases DROP CONSTRAINT IF EXISTS purchases_flagged_are_failed')
    this.schema.alterTable(this.tableName, (table) => {
      table.dropColumns('flagged_at', 'flag_reason', 'flag_details')
    })
  }
}
