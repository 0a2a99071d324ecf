import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * wallet: how each hold ended. The primary key is the guard: a hold is
 * captured or released once, whoever asks first wins. Append-only too.
 */
export default class extends BaseSchema {
  protected tableName = 'ledger_hold_settlements'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.bigInteger('hold_entry_id').primary().references('id').inTable('ledger_entries')
      table.string('outcome', 10).notNullable()
      table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(this.now())
    })
    this.schema.raw(`
      ALTER TABLE ledger_hold_settlements
        ADD CONSTRAINT ledger_hold_settlements_outcome_check CHECK (outcome IN ('captured', 'released'))
    `)
    this.schema.raw(`
      CREATE TRIGGER ledger_hold_settlements_append_only
        BEFORE UPDATE OR DELETE ON ledger_hold_settlements
        FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change()
    `)
    this.schema.raw(`
      CREATE TRIGGER ledger_hold_settlements_no_truncate
        BEFORE TRUNCATE ON ledger_hold_settlements
        FOR EACH STATEMENT EXECUTE FUNCTION ledger_refuse_change()
    `)
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
