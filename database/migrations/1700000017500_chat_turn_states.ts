import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * engagement: a chat turn is a user message and its reply.
 * - A user message whose reply failed (and that no other reply answers) is
 *   `failed`; a later reply to it makes it `complete` again. Only answered
 *   messages with their reply enter the prompt history
 *   (queries/chat_context.ts), so it always alternates user/assistant. Rows
 *   written before this get the state their replies give.
 * - `truncated`: the reply was cut at the length cap (the provider's token
 *   cap, finish_reason `length`, or CHAT_MAX_REPLY_CHARS); the chat marks it.
 * - `chat_conversations.unsummarized_turns`: complete turns after the
 *   summary's last one, counted up by each saved reply in the same statement;
 *   the summary job is sent when it reaches a batch past the recent window.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('chat_messages', (table) => {
      table.boolean('truncated').notNullable().defaultTo(false)
    })
    this.schema.alterTable('chat_conversations', (table) => {
      table.integer('unsummarized_turns').notNullable().defaultTo(0)
    })
    this.schema.raw(`
      UPDATE chat_messages u SET status = 'failed'
      WHERE u.sender = 'user' AND NOT EXISTS (
        SELECT 1 FROM chat_messages r
        WHERE r.reply_to_id = u.id AND r.status IN ('complete', 'pending'))
    `)
    this.schema.raw(`
      UPDATE chat_conversations c SET unsummarized_turns = (
        SELECT count(*) FROM chat_messages u
        WHERE u.conversation_id = c.id AND u.sender = 'user' AND u.status = 'complete'
          AND u.id > c.summarized_until)
    `)
  }

  async down() {
    this.schema.raw(`UPDATE chat_messages SET status = 'complete' WHERE sender = 'user'`)
    this.schema.alterTable('chat_conversations', (table) => {
      table.dropColumn('unsummarized_turns')
    })
    this.schema.alterTable('chat_messages', (table) => {
      table.dropColumn('truncated')
    })
  }
}
