import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * studio: when the owner saw how a custom generation ended. A custom photo or video that completed or failed while the user
 * was not watching is a notice on the next page they open, until they see
 * it (the page that followed it, the list, or the notice itself). Requests
 * that ended before this are taken as seen.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('studio_requests', (table) => {
      table.timestamp('seen_at', { useTz: true }).nullable()
    })
    this.schema.raw(
      `UPDATE studio_requests SET seen_at = finished_at WHERE finished_at IS NOT NULL`
    )
    // Every page of a signed-in user asks for their notices: a small partial index.
    this.schema.raw(`
      CREATE INDEX studio_requests_custom_unseen ON studio_requests (user_id)
      WHERE seen_at IS NULL AND kind IN ('custom_photo', 'custom_video')
    `)
  }

  async down() {
    this.schema.raw('DROP INDEX IF EXISTS studio_requests_custom_unseen')
    this.schema.alterTable('studio_requests', (table) => {
      table.dropColumn('seen_at')
    })
  }
}
