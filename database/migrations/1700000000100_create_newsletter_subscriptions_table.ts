import { BaseSchema } from '@adonisjs/lucid/schema'

/** engagement: newsletter sign-ups with double opt-in. */
export default class extends BaseSchema {
  protected tableName = 'newsletter_subscriptions'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.bigIncrements('id')
      table.string('email', 254).notNullable().unique()
      table.string('locale', 2).notNullable()
      table.string('token_hash', 64).nullable().unique()
      table.timestamp('confirmed_at', { useTz: true }).nullable()
      table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(this.now())
      table.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(this.now())
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
