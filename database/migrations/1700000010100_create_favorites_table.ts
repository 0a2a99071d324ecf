import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * engagement: a user's favourite models. The unique (user, model) pair is
 * the guard against doubles (a double click or concurrent toggles), never a
 * check-then-insert. Rows go with the user or the model.
 */
export default class extends BaseSchema {
  protected tableName = 'favorites'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.bigIncrements('id')
      table
        .bigInteger('user_id')
        .notNullable()
        .references('id')
        .inTable('users')
        .onDelete('CASCADE')
      table
        .bigInteger('model_id')
        .notNullable()
        .references('id')
        .inTable('models')
        .onDelete('CASCADE')
      table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(this.now())
      table.unique(['user_id', 'model_id'])
      table.index(['model_id'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
