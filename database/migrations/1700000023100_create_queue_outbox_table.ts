import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * core: jobs sent inside a transaction while the queue lives in another
 * database (QUEUE_DATABASE_URL). The row commits or rolls back with the state
 * change; the queue's outbox relay hands it to pg-boss under `job_id`, which
 * pg-boss inserts once however often it is handed over.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.raw(`
      CREATE TABLE queue_outbox (
        id bigserial PRIMARY KEY,
        job_id uuid NOT NULL UNIQUE,
        name varchar(100) NOT NULL,
        data jsonb NOT NULL,
        options jsonb NOT NULL,
        created_at timestamptz NOT NULL
      )
    `)
  }

  async down() {
    this.schema.raw('DROP TABLE queue_outbox')
  }
}
