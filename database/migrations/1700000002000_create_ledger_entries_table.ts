import { BaseSchema } from '@adonisjs/lucid/schema'

const KINDS = [
  'welcome_bonus',
  'purchase',
  'chat',
  'photo',
  'video',
  'custom_photo',
  'custom_video',
  'hold',
  'release',
  'refund',
  'adjustment',
  'expiry',
]

/**
 * wallet: the append-only points ledger. The
 * database itself refuses UPDATE, DELETE and TRUNCATE, whatever the code
 * does: corrections are new entries (adjustment, refund, release).
 */
export default class extends BaseSchema {
  protected tableName = 'ledger_entries'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.bigIncrements('id')
      // No ON DELETE: accounts are pseudonymised, never deleted, so their history stays.
      table.bigInteger('user_id').notNullable().references('id').inTable('users')
      table.integer('amount').notNullable()
      table.string('kind', 20).notNullable()
      table.string('reference', 200).notNullable()
      table.string('idempotency_key', 200).notNullable().unique()
      table.integer('balance_after').notNullable()
      table.jsonb('metadata').notNullable().defaultTo('{}')
      table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(this.now())
      table.index(['user_id', 'id'])
    })
    this.schema.raw(`
      ALTER TABLE ledger_entries
        ADD CONSTRAINT ledger_entries_kind_check CHECK (kind IN (${KINDS.map((k) => `'${k}'`).join(', ')})),
        ADD CONSTRAINT ledger_entries_amount_check CHECK (amount <> 0),
        ADD CONSTRAINT ledger_entries_balance_after_check CHECK (balance_after >= 0)
    `)
    this.schema.raw(`
      CREATE FUNCTION ledger_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        RAISE EXCEPTION '% is append-only: % refused', TG_TABLE_NAME, TG_OP
          USING ERRCODE = 'restrict_violation';
      END
      $$
    `)
    this.schema.raw(`
      CREATE TRIGGER ledger_entries_append_only
        BEFORE UPDATE OR DELETE ON ledger_entries
        FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change()
    `)
    this.schema.raw(`
      CREATE TRIGGER ledger_entries_no_truncate
        BEFORE TRUNCATE ON ledger_entries
        FOR EACH STATEMENT EXECUTE FUNCTION ledger_refuse_change()
    `)
  }

  async down() {
    this.schema.dropTable(this.tableName)
    this.schema.raw('DROP FUNCTION IF EXISTS ledger_refuse_change()')
  }
}
