import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * takedown: removal requests (a notice-and-removal process anyone can use,
 * signed in or not), the generated results each one names, and the audit
 * trail of every step. A request is due 48 hours after it arrives.
 * `takedown_events` is append-only in the database: the trail cannot be
 * edited after the fact, whatever the code does.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('takedown_reports', (table) => {
      table.bigIncrements('id')
      // What the reporter is told and quotes; the row id never leaves the staff pages.
      table.uuid('reference').notNullable().unique()
      table.string('status', 10).notNullable().defaultTo('open')
      table.string('reason', 12).notNullable()
      table.text('details').notNullable()
      table.text('target_url').nullable()
      // The picture the reporter sent (cleaned, private) until the request is decided.
      table.string('evidence_key', 255).nullable()
      table.string('reporter_name', 120).notNullable()
      table.string('reporter_email', 254).notNullable()
      table.string('locale', 2).notNullable()
      // The reporter allowed a descriptor of their face to block later pictures of it.
      table.boolean('face_consent').notNullable().defaultTo(false)
      table.bigInteger('reporter_user_id').nullable().references('users.id').onDelete('SET NULL')
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.timestamp('due_at', { useTz: true }).notNullable()
      table.timestamp('decided_at', { useTz: true }).nullable()
      table.bigInteger('decided_by').nullable().references('users.id').onDelete('SET NULL')
      table.text('decision_note').nullable()
      table.index(['status', 'due_at'])
    })
    this.schema.raw(`
      ALTER TABLE takedown_reports
        ADD CONSTRAINT takedown_reports_status
          CHECK (status IN ('open', 'withheld', 'removed', 'rejected')),
        ADD CONSTRAINT takedown_reports_reason CHECK (reason IN ('no_consent', 'minor', 'other')),
        ADD CONSTRAINT takedown_reports_locale CHECK (locale IN ('es', 'en'))
    `)

    // The studio results a request names (found by link, by task or by a copy's fingerprint).
    this.schema.createTable('takedown_report_targets', (table) => {
      table.bigInteger('report_id').notNullable().references('takedown_reports.id')
      table.bigInteger('studio_request_id').notNullable()
      table.primary(['report_id', 'studio_request_id'])
      table.index(['studio_request_id'])
    })

    this.schema.createTable('takedown_events', (table) => {
      table.bigIncrements('id')
      table.bigInteger('report_id').notNullable().references('takedown_reports.id')
      table.timestamp('at', { useTz: true }).notNullable()
      // reporter, system or staff (then staff_id says who).
      table.string('actor', 10).notNullable()
      table.bigInteger('staff_id').nullable()
      table.string('action', 24).notNullable()
      table.jsonb('detail').notNullable().defaultTo('{}')
      table.index(['report_id', 'at'])
    })
    this.schema.raw(`
      CREATE FUNCTION takedown_events_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        RAISE EXCEPTION 'takedown_events is append-only: % refused', TG_OP;
      END $$;
      CREATE TRIGGER takedown_events_append_only
        BEFORE UPDATE OR DELETE ON takedown_events
        FOR EACH ROW EXECUTE FUNCTION takedown_events_refuse_change();
      CREATE TRIGGER takedown_events_no_truncate
        BEFORE TRUNCATE ON takedown_events
        FOR EACH STATEMENT EXECUTE FUNCTION takedown_events_refuse_change();
    `)
  }

  async down() {
    this.schema.dropTable('takedown_events')
    this.schema.raw('DROP FUNCTION IF EXISTS takedown_events_refuse_change()')
    this.schema.dropTable('takedown_report_targets')
    this.schema.dropTable('takedown_reports')
  }
}
