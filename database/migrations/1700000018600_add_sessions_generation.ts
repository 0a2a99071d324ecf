import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * accounts: each session row carries its generation, a random id given
 * when the session begins (a first write, or one over an expired row) and
 * kept by every later write. A request writes back only the generation it
 * read, so a session ended under it (signed out, ended, expired) or begun
 * anew under the same id is never written over, while two requests of one
 * live session both store their write (the later one wins, as in any
 * session store). Existing rows get one each.
 */
export default class extends BaseSchema {
  protected tableName = 'sessions'

  async up() {
    this.schema.raw(
      'ALTER TABLE sessions ADD COLUMN generation uuid NOT NULL DEFAULT gen_random_uuid()'
    )
  }

  async down() {
    this.schema.alterTable(this.tableName, (table) => {
      table.dropColumn('generation')
    })
  }
}
