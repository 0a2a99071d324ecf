import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * accounts: server-side sessions (the cookie holds only the signed id), so
 * ending a session is deleting its row, which every web process sees at
 * once. `user_id` is copied from the session data on each write: "end every
 * session of this user (but this one)" is one DELETE.
 */
export default class extends BaseSchema {
  protected tableName = 'sessions'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.string('id', 64).primary()
      // No foreign key: a write must never fail on a stale id (users are never deleted anyway).
      table.bigInteger('user_id').nullable().index()
      table.text('data').notNullable()
      table.timestamp('expires_at', { useTz: true }).notNullable().index()
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
