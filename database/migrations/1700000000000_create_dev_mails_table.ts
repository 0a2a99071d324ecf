import { BaseSchema } from '@adonisjs/lucid/schema'

/** core: the development mailbox (/dev/mailbox); unused in production. */
export default class extends BaseSchema {
  protected tableName = 'dev_mails'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.bigIncrements('id')
      table.string('from_address').notNullable()
      table.text('to_address').notNullable()
      table.text('subject').notNullable()
      table.text('html').nullable()
      table.text('text').nullable()
      table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(this.now())
      table.index(['to_address'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
