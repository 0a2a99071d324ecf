import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * catalog: every committed write to a catalog table sends NOTIFY
 * catalog_changed, from a trigger, so no writer (import, seeder, psql) can
 * forget it. NOTIFY is transactional: a rolled-back write sends nothing, a
 * committed one reaches every listening web process, which drops its read
 * cache (app/catalog/services/cache). Counters that change on every visit
 * or request (visit_count, photo/video_request_count) do not notify: the
 * cache bounds their lag by its TTL instead.
 */
const TABLES = ['categories', 'model_images', 'showcase_videos']
const COUNTERS = ['visit_count', 'photo_request_count', 'video_request_count', 'updated_at']

export default class extends BaseSchema {
  async up() {
    this.schema.raw(`
      CREATE FUNCTION catalog_notify_change() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM pg_notify('catalog_changed', TG_TABLE_NAME);
        RETURN NULL;
      END $$
    `)
    for (const table of TABLES) {
      this.schema.raw(`
        CREATE TRIGGER ${table}_notify_change
        AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ${table}
        FOR EACH STATEMENT EXECUTE FUNCTION catalog_notify_change()
      `)
    }
    this.schema.raw(`
      CREATE TRIGGER models_notify_change
      AFTER INSERT OR DELETE OR TRUNCATE ON models
      FOR EACH STATEMENT EXECUTE FUNCTION catalog_notify_change()
    `)
    // Row by row, so an update that moves only counters stays silent.
    const withoutCounters = (row: string) =>
      `(to_jsonb(${row}) - ${COUNTERS.map((column) => `'${column}'`).join(' - ')})`
    this.schema.raw(`
      CREATE TRIGGER models_notify_update
      AFTER UPDATE ON models FOR EACH ROW
      WHEN (${withoutCounters('OLD')} IS DISTINCT FROM ${withoutCounters('NEW')})
      EXECUTE FUNCTION catalog_notify_change()
    `)
  }

  async down() {
    for (const table of [...TABLES, 'models']) {
      this.schema.raw(`DROP TRIGGER IF EXISTS ${table}_notify_change ON ${table}`)
    }
    this.schema.raw('DROP TRIGGER IF EXISTS models_notify_update ON models')
    this.schema.raw('DROP FUNCTION IF EXISTS catalog_notify_change()')
  }
}
