import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * studio: one row per photo or video asked of a character (and per custom
 * generation). Its points are held while it runs (`hold_key`), captured when
 * the result is stored, released when it fails or passes its deadline. The
 * browser knows a request by `task_id` (random), never by its row id.
 */
export default class extends BaseSchema {
  protected tableName = 'studio_requests'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.bigIncrements('id')
      table.uuid('task_id').notNullable().unique()
      table.bigInteger('user_id').notNullable().references('users.id').onDelete('CASCADE')
      table.bigInteger('model_id').nullable().references('models.id').onDelete('SET NULL')
      table.string('kind', 12).notNullable()
      table.text('prompt').notNullable()
      table.string('status', 10).notNullable().defaultTo('pending')
      // What the user sees while it runs: queued, generating, saving.
      table.string('stage', 10).notNullable().defaultTo('queued')
      table.integer('cost').notNullable()
      table.string('hold_key', 120).nullable()
      // The browser's key of one ask: a double click or a retry creates one request.
      table.string('client_key', 64).notNullable()
      table.string('provider_task_id', 200).nullable()
      table.string('media_key', 255).nullable()
      table.string('media_type', 40).nullable()
      // A custom generation's upload, deleted when its job ends.
      table.string('upload_key', 255).nullable()
      table.string('failure_reason', 200).nullable()
      table.timestamp('deadline_at', { useTz: true }).notNullable()
      table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(this.now())
      table.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(this.now())
      table.timestamp('finished_at', { useTz: true }).nullable()
      table.unique(['user_id', 'client_key'])
      table.index(['user_id', 'kind', 'created_at'])
    })
    this.schema.raw(`
      ALTER TABLE studio_requests
        ADD CONSTRAINT studio_requests_kind CHECK (kind IN ('photo', 'video', 'custom_photo', 'custom_video')),
        ADD CONSTRAINT studio_requests_status CHECK (status IN ('pending', 'processing', 'completed', 'failed'))
    `)
    // The sweep reads only requests still running.
    this.schema.raw(
      `CREATE INDEX studio_requests_running ON studio_requests (deadline_at) WHERE status IN ('pending', 'processing')`
    )
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
