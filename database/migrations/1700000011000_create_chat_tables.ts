import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * engagement: chat with characters. One conversation per user and character;
 * messages are the user's turns and the character's replies (a regenerated
 * reply is another variant answering the same user message); facts are what
 * the character "remembers about you", pinned by the user or by the chat.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('chat_conversations', (table) => {
      table.bigIncrements('id')
      table.bigInteger('user_id').notNullable().references('users.id').onDelete('CASCADE')
      table.bigInteger('model_id').notNullable().references('models.id').onDelete('CASCADE')
      table.string('language', 2).notNullable()
      // A running summary of the turns older than the recent window, and the last message it covers.
      table.text('summary').nullable()
      table.bigInteger('summarized_until').notNullable().defaultTo(0)
      table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(this.now())
      table.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(this.now())
      table.unique(['user_id', 'model_id'])
    })

    this.schema.createTable('chat_messages', (table) => {
      table.bigIncrements('id')
      table
        .bigInteger('conversation_id')
        .notNullable()
        .references('chat_conversations.id')
        .onDelete('CASCADE')
      table.string('sender', 5).notNullable()
      table.text('content').notNullable()
      // The user's message a reply answers; replies to one message are its variants (regenerate).
      table.bigInteger('reply_to_id').nullable().references('chat_messages.id').onDelete('CASCADE')
      // The browser's key of one send: a double click or a retry finds the first send.
      table.string('client_key', 64).nullable()
      // pending: the reply is being written (its points are held); complete; failed (points released).
      table.string('status', 8).notNullable().defaultTo('complete')
      table.integer('cost').notNullable().defaultTo(0)
      table.boolean('language_notice').notNullable().defaultTo(false)
      table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(this.now())
      table.unique(['conversation_id', 'client_key'])
      table.index(['conversation_id', 'id'])
      table.index(['reply_to_id'])
    })
    this.schema.raw(`
      ALTER TABLE chat_messages
        ADD CONSTRAINT chat_messages_sender CHECK (sender IN ('user', 'model')),
        ADD CONSTRAINT chat_messages_status CHECK (status IN ('pending', 'complete', 'failed'))
    `)
    // Sweeping sends a crash left half-done reads only the pending ones.
    this.schema.raw(
      `CREATE INDEX chat_messages_pending ON chat_messages (created_at) WHERE status = 'pending'`
    )

    this.schema.createTable('chat_facts', (table) => {
      table.bigIncrements('id')
      table
        .bigInteger('conversation_id')
        .notNullable()
        .references('chat_conversations.id')
        .onDelete('CASCADE')
      table.string('content', 200).notNullable()
      table.string('source', 5).notNullable().defaultTo('user')
      table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(this.now())
      table.unique(['conversation_id', 'content'])
    })
  }

  async down() {
    this.schema.dropTable('chat_facts')
    this.schema.dropTable('chat_messages')
    this.schema.dropTable('chat_conversations')
  }
}
