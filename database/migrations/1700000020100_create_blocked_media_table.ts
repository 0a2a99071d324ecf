import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * ai: media that must not come back after a removal (block_media.ts). A
 * `copy` row is a perceptual fingerprint (64 bits, compared by Hamming
 * distance in SQL: bit_count(a # b)); a `face` row is a face descriptor of
 * the person who asked for the removal, kept only with their explicit
 * consent. `source` says who blocked it (e.g. `takedown:42`), so lifting a
 * removal lifts its rows. Every upload and generated result is compared
 * against them (docs/safety.md).
 */
export default class extends BaseSchema {
  protected tableName = 'blocked_media'

  async up() {
    this.schema.raw(`
      CREATE TABLE blocked_media (
        id bigserial PRIMARY KEY,
        source varchar(100) NOT NULL,
        kind varchar(10) NOT NULL,
        fingerprint bit(64),
        descriptor real[],
        created_at timestamptz NOT NULL,
        CONSTRAINT blocked_media_kind CHECK (
          (kind = 'copy' AND fingerprint IS NOT NULL AND descriptor IS NULL)
          OR (kind = 'face' AND descriptor IS NOT NULL AND fingerprint IS NULL)
        )
      )
    `)
    // One row per source and fingerprint (a repeated block adds nothing), and a source's rows.
    this.schema.raw(
      `CREATE UNIQUE INDEX blocked_media_source_copies ON blocked_media (source, fingerprint) WHERE kind = 'copy'`
    )
    this.schema.raw(`CREATE INDEX blocked_media_source ON blocked_media (source)`)
    // The faces are read apart from the copies. No index serves a distance: copies are scanned.
    this.schema.raw(`CREATE INDEX blocked_media_faces ON blocked_media (id) WHERE kind = 'face'`)
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
