import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * studio: one row per custom generation, the user's attestation that the
 * picture shows themselves, or a person who gave their consent, and that
 * everyone in it is 18 or older. Written in the transaction that accepts the
 * request, so there is no request without it, and one per request (a replay
 * writes none). It outlives the request: custom requests and their files
 * are deleted after 24 hours, so the request is kept by id and task id
 * without a foreign key. Account erasure pseudonymises the user row and
 * never deletes it; a deletion of a user with attestations is refused.
 * `picture_sha256` is the SHA-256 of the cleaned picture as stored (a
 * reported picture, cleaned the same way, is found by it).
 */
export default class extends BaseSchema {
  protected tableName = 'picture_attestations'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.bigIncrements('id')
      table.bigInteger('user_id').notNullable().references('users.id').onDelete('RESTRICT')
      table.bigInteger('studio_request_id').notNullable().unique()
      table.uuid('task_id').notNullable()
      table.timestamp('attested_at', { useTz: true }).notNullable()
      // The version of the words shown (app/studio/rules/picture_consent.ts) and their language.
      table.string('text_version', 20).notNullable()
      table.string('locale', 2).notNullable()
      table.string('picture_sha256', 64).notNullable()
      table.index(['user_id', 'attested_at'])
      table.index(['picture_sha256'])
    })
    this.schema.raw(`
      ALTER TABLE picture_attestations
        ADD CONSTRAINT picture_attestations_locale CHECK (locale IN ('es', 'en')),
        ADD CONSTRAINT picture_attestations_sha256 CHECK (picture_sha256 ~ '^[0-9a-f]{64}$')
    `)
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
