import { BaseSchema } from '@adonisjs/lucid/schema'

/** The per-user session epoch gave way to deletable session rows (sessions table). */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('users', (table) => {
      table.dropColumn('session_version')
    })
  }

  async down() {
    this.schema.alterTable('users', (table) => {
      table.integer('session_version').notNullable().defaultTo(1)
    })
  }
}
