import { BaseSchema } from '@adonisjs/lucid/schema'

/*
| engagement: a fact is pinned once per conversation whatever its spelling.
| `UNIQUE (conversation_id, content)` let "Me llamo Carlos" (pinned by the
| chat) and "me llamo Carlos." (pinned by the user) stand side by side, and
| the character was told both. The key is the content as it reads: Unicode
| compatibility form, case folded (the builtin collation, the same on every
| server whatever its locale), runs of spaces and punctuation as one space.
| Doubles already stored keep one row: the user's pin, else the oldest.
*/
const KEY = `btrim(lower(regexp_replace(normalize(content, NFKC) COLLATE pg_c_utf8,
  '[[:space:][:punct:]]+', ' ', 'g')))`

export default class extends BaseSchema {
  async up() {
    this.schema.raw(`ALTER TABLE chat_facts ADD COLUMN content_key text
      GENERATED ALWAYS AS (${KEY}) STORED`)
    this.schema.raw(`DELETE FROM chat_facts f USING chat_facts kept
      WHERE kept.conversation_id = f.conversation_id AND kept.content_key = f.content_key
        AND (kept.source = 'user') >= (f.source = 'user')
        AND ((kept.source = 'user') > (f.source = 'user') OR kept.id < f.id)`)
    this.schema.raw(`ALTER TABLE chat_facts
      DROP CONSTRAINT chat_facts_conversation_id_content_unique,
      ADD CONSTRAINT chat_facts_one_per_spelling UNIQUE (conversation_id, content_key)`)
  }

  async down() {
    this.schema.raw(`ALTER TABLE chat_facts
      DROP CONSTRAINT chat_facts_one_per_spelling,
      ADD CONSTRAINT chat_facts_conversation_id_content_unique UNIQUE (conversation_id, content)`)
    this.schema.raw('ALTER TABLE chat_facts DROP COLUMN content_key')
  }
}
