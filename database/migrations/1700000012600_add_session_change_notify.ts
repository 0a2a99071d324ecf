import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * accounts: every committed update or delete of a live session row sends
 * NOTIFY session_changed with the session id, from a trigger, so no writer
 * (the store, "end other sessions", an erase, psql) can forget it. Web
 * processes cache session reads and drop an id when it is named
 * (app/accounts/services/session_cache.ts). Expired rows are never read, so
 * the hourly purge of them stays silent.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.raw(`
      CREATE FUNCTION session_notify_change() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM pg_notify('session_changed', OLD.id);
        RETURN NULL;
      END $$
    `)
    this.schema.raw(`
      CREATE TRIGGER sessions_notify_change
      AFTER UPDATE OR DELETE ON sessions FOR EACH ROW
      WHEN (OLD.expires_at > now())
      EXECUTE FUNCTION session_notify_change()
    `)
    // TRUNCATE has no rows to name: everyone drops everything.
    this.schema.raw(`
      CREATE FUNCTION session_notify_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM pg_notify('session_changed', '*');
        RETURN NULL;
      END $$
    `)
    this.schema.raw(`
      CREATE TRIGGER sessions_notify_truncate AFTER TRUNCATE ON sessions
      FOR EACH STATEMENT EXECUTE FUNCTION session_notify_truncate()
    `)
  }

  async down() {
    this.schema.raw('DROP TRIGGER IF EXISTS sessions_notify_change ON sessions')
    this.schema.raw('DROP TRIGGER IF EXISTS sessions_notify_truncate ON sessions')
    this.schema.raw('DROP FUNCTION IF EXISTS session_notify_change()')
    this.schema.raw('DROP FUNCTION IF EXISTS session_notify_truncate()')
  }
}
