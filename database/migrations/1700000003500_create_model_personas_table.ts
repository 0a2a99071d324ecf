import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * catalog: a character's persona for chat (voice, traits, interests, a
 * greeting), in both languages. One row per model at most; a model
 * without one chats with a neutral persona built from its description.
 */
export default class extends BaseSchema {
  protected tableName = 'model_personas'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.bigInteger('model_id').primary().references('id').inTable('models').onDelete('CASCADE')
      table.string('voice_en', 200).notNullable()
      table.string('voice_es', 200).notNullable()
      table.jsonb('traits_en').notNullable().defaultTo('[]')
      table.jsonb('traits_es').notNullable().defaultTo('[]')
      table.jsonb('interests_en').notNullable().defaultTo('[]')
      table.jsonb('interests_es').notNullable().defaultTo('[]')
      table.text('greeting_en').notNullable()
      table.text('greeting_es').notNullable()
      table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(this.now())
      table.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(this.now())
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
