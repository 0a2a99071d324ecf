import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * wallet: balances, a projection of ledger_entries updated in the same
 * transaction as each entry. The CHECK makes a negative balance impossible
 * even for code that forgets to look.
 */
export default class extends BaseSchema {
  protected tableName = 'wallet_balances'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.bigInteger('user_id').primary().references('id').inTable('users')
      table.integer('balance').notNullable().defaultTo(0)
      table.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(this.now())
    })
    this.schema.raw(
      'ALTER TABLE wallet_balances ADD CONSTRAINT wallet_balances_not_negative CHECK (balance >= 0)'
    )
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
