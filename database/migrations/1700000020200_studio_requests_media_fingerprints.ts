import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * studio: the perceptual fingerprints of a completed request's result (a
 * photo's, a video's five checked frames'), written by save_result.ts as
 * the result is stored, so that a reported copy finds the result it came
 * from (results_like.ts). Null for results stored before, and for requests
 * that did not complete.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.raw(`ALTER TABLE studio_requests ADD COLUMN media_fingerprints bit(64)[]`)
  }

  async down() {
    this.schema.raw(`ALTER TABLE studio_requests DROP COLUMN media_fingerprints`)
  }
}
