import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * accounts: users. Emails are stored lower-cased; usernames are unique
 * regardless of case. A deleted account keeps its row (the ledger points at
 * it) with every personal field replaced, so `deleted_at` marks it.
 */
export default class extends BaseSchema {
  protected tableName = 'users'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.bigIncrements('id')
      table.string('username', 30).notNullable()
      table.string('email', 254).notNullable().unique()
      table.string('password', 255).notNullable()
      table.text('bio').nullable()
      table.string('role', 10).notNullable().defaultTo('user')
      table.string('locale', 2).notNullable().defaultTo('en')
      table.timestamp('email_verified_at', { useTz: true }).nullable()
      // Bumped by a password reset or change: sessions holding an older value are ended.
      table.integer('session_version').notNullable().defaultTo(1)
      table.timestamp('deleted_at', { useTz: true }).nullable()
      table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(this.now())
      table.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(this.now())
    })
    this.schema.raw(
      `ALTER TABLE users ADD CONSTRAINT users_role_check CHECK (role IN ('user', 'staff'))`
    )
    this.schema.raw(`CREATE UNIQUE INDEX users_username_lower_unique ON users (lower(username))`)
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
