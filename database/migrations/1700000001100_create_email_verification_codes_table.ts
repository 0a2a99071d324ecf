import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * accounts: the current email verification code of each unverified user
 * (one row per user, replaced on resend). Only an HMAC of the code is kept.
 */
export default class extends BaseSchema {
  protected tableName = 'email_verification_codes'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.bigInteger('user_id').primary().references('id').inTable('users').onDelete('CASCADE')
      table.string('code_hash', 64).notNullable()
      table.integer('attempts').notNullable().defaultTo(0)
      table.timestamp('sent_at', { useTz: true }).notNullable()
      table.timestamp('expires_at', { useTz: true }).notNullable()
      table.timestamp('consumed_at', { useTz: true }).nullable()
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
