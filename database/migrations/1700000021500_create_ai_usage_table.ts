import { BaseSchema } from '@adonisjs/lucid/schema'
import { applySqlFunctions, type SqlFunctionPins } from '#database/sql/sql_functions'

const PINS: SqlFunctionPins = { ai_usage_refuse_change: 'b38558942a88' }

/**
 * ai: what each AI provider call spent (record_ai_usage.ts): what it was for
 * (`purpose` and `subject_id`: a chat reply's message id, a studio request's
 * id), the provider and model, the tokens, pictures and seconds it
 * reported, and a cost estimate in millionths of a dollar from the price
 * table of that day. Append-only in the database: a cost report is not
 * edited after the fact.
 */
export default class extends BaseSchema {
  static sqlFunctions = PINS

  async up() {
    this.schema.raw(`
      CREATE TABLE ai_usage (
        id bigserial PRIMARY KEY,
        purpose varchar(30) NOT NULL,
        subject_id bigint,
        user_id bigint,
        port varchar(20) NOT NULL,
        provider varchar(100) NOT NULL,
        model varchar(120) NOT NULL,
        input_tokens integer NOT NULL DEFAULT 0 CHECK (input_tokens >= 0),
        output_tokens integer NOT NULL DEFAULT 0 CHECK (output_tokens >= 0),
        images integer NOT NULL DEFAULT 0 CHECK (images >= 0),
        seconds numeric(10, 2) NOT NULL DEFAULT 0 CHECK (seconds >= 0),
        cost_micros bigint NOT NULL DEFAULT 0 CHECK (cost_micros >= 0),
        created_at timestamptz NOT NULL
      );
      CREATE INDEX ai_usage_subject ON ai_usage (purpose, subject_id);
      CREATE INDEX ai_usage_created_at ON ai_usage (created_at);
    `)
    applySqlFunctions(this.schema, PINS)
    this.schema.raw(`
      CREATE TRIGGER ai_usage_append_only
        BEFORE UPDATE OR DELETE ON ai_usage
        FOR EACH ROW EXECUTE FUNCTION ai_usage_refuse_change();
      CREATE TRIGGER ai_usage_no_truncate
        BEFORE TRUNCATE ON ai_usage
        FOR EACH STATEMENT EXECUTE FUNCTION ai_usage_refuse_change();
    `)
  }

  async down() {
    this.schema.raw('DROP TABLE IF EXISTS ai_usage')
    this.schema.raw('DROP FUNCTION IF EXISTS ai_usage_refuse_change()')
  }
}
