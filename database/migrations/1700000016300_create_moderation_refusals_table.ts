import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * core/safety: one row per refusal of the moderation service (refusal_log):
 * who (when there is a user), which path, which category and rule, and
 * whether the local rules or the provider refused. Never the text. Staff see
 * accounts with repeated minors refusals on /staff/ledger (refusal_queries).
 *
 * Account erasure pseudonymises the user row and never deletes it, so these
 * rows stay attached to `deleted#<id>`; should a user row ever be deleted,
 * its refusals stay as anonymous counts (SET NULL), and never block it.
 * No CHECK on path or category: a new path must not make the insert fail
 * (a failed insert is logged, and the refusal still refuses).
 */
export default class extends BaseSchema {
  protected tableName = 'moderation_refusals'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.bigIncrements('id')
      table.bigInteger('user_id').nullable().references('users.id').onDelete('SET NULL')
      table.string('path', 30).notNullable()
      table.string('category', 30).notNullable()
      table.string('rule_id', 120).notNullable()
      table.string('source', 20).notNullable()
      table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(this.now())
      // One account's counts (staff page), and the recent refusals of a category (flags).
      table.index(['user_id', 'category', 'created_at'])
      table.index(['category', 'created_at'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
