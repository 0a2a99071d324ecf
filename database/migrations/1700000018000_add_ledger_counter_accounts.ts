import { BaseSchema } from '@adonisjs/lucid/schema'

/*
| wallet: the double-entry ledger (docs/decisions/0034-double-entry-ledger.md).
| Every entry names its counter-account: the user's account moves by
| `amount`, the counter-account by `-amount`, so each movement's two legs
| sum to zero by construction and the CHECK below ties the account to the
| kind. System accounts are never a row of their own: their balances are
| sums over these append-only entries (and over the captures below), so no
| movement locks a shared row and every movement stays on rows keyed by its
| user. A hold moves points to the user's held account (a second projection
| beside the balance, `wallet_balances.held`); a capture moves them on to
| spent:<purpose> (the settlement row is that movement: the trigger below
| takes them off `held`), a release back to the user (a `release` entry).
|
| Existing rows are backfilled here: the append-only trigger is switched off
| for that one UPDATE, inside this migration's transaction.
*/

const SPEND_ACCOUNTS = ['chat', 'photo', 'video', 'custom_photo', 'custom_video']
const list = (values: string[]) => values.map((value) => `'${value}'`).join(', ')
const HELD = list(SPEND_ACCOUNTS.map((kind) => `held:${kind}`))
const SPENT = list(SPEND_ACCOUNTS.map((kind) => `spent:${kind}`))

/** What the hold or debit a release or refund gives back names (its metadata, or a release's reference). */
const SOURCE = `coalesce((e.metadata->>'givesBackOf')::bigint,
  CASE WHEN e.kind = 'release' THEN substring(e.reference FROM '^hold:([0-9]+)$')::bigint END)`

const BACKFILL = `
  UPDATE ledger_entries e SET counter_account = CASE e.kind
    WHEN 'purchase' THEN 'bought'
    WHEN 'welcome_bonus' THEN 'granted:welcome_bonus'
    WHEN 'adjustment' THEN 'granted:adjustment'
    WHEN 'expiry' THEN 'expired'
    WHEN 'hold' THEN 'held:' || (e.metadata->>'purpose')
    WHEN 'release' THEN (
      SELECT 'held:' || (h.metadata->>'purpose') FROM ledger_entries h
      WHERE h.id = ${SOURCE} AND h.kind = 'hold' AND h.user_id = e.user_id)
    WHEN 'refund' THEN coalesce((
      SELECT CASE d.kind WHEN 'hold' THEN 'spent:' || (d.metadata->>'purpose')
                         WHEN 'adjustment' THEN 'granted:adjustment'
                         WHEN 'expiry' THEN 'expired'
                         ELSE 'spent:' || d.kind END
      FROM ledger_entries d WHERE d.id = ${SOURCE} AND d.user_id = e.user_id), 'granted:refund')
    ELSE 'spent:' || e.kind
  END`

export default class extends BaseSchema {
  async up() {
    this.schema.raw('ALTER TABLE ledger_entries ADD COLUMN counter_account text')
    this.schema.raw('ALTER TABLE ledger_entries DISABLE TRIGGER ledger_entries_append_only')
    this.schema.raw(BACKFILL)
    this.schema.raw('ALTER TABLE ledger_entries ENABLE TRIGGER ledger_entries_append_only')
    this.schema.raw(`
      DO $$ DECLARE missing text; BEGIN
        SELECT string_agg(id::text, ', ') INTO missing FROM ledger_entries WHERE counter_account IS NULL;
        IF missing IS NOT NULL THEN
          RAISE EXCEPTION 'ledger: no counter-account for entries % (a hold without a purpose, a release without its hold)', missing;
        END IF;
      END $$`)
    this.schema.raw('ALTER TABLE ledger_entries ALTER COLUMN counter_account SET NOT NULL')
    // Refunds and clawbacks of payments add their kinds and accounts
    // ('refunded', 'clawed_back') by replacing this constraint in their own migration.
    this.schema.raw(`
      ALTER TABLE ledger_entries ADD CONSTRAINT ledger_entries_counter_account_check CHECK (
        CASE kind
          WHEN 'purchase' THEN counter_account = 'bought'
          WHEN 'welcome_bonus' THEN counter_account = 'granted:welcome_bonus'
          WHEN 'adjustment' THEN counter_account = 'granted:adjustment'
          WHEN 'expiry' THEN counter_account = 'expired'
          WHEN 'hold' THEN counter_account IN (${HELD})
          WHEN 'release' THEN counter_account IN (${HELD})
          WHEN 'refund' THEN counter_account IN (${SPENT}, 'granted:adjustment', 'expired', 'granted:refund')
          ELSE counter_account = 'spent:' || kind
        END)`)

    // The held account: points of open holds, per user, beside the available balance.
    this.schema.raw('ALTER TABLE wallet_balances ADD COLUMN held integer NOT NULL DEFAULT 0')
    this.schema.raw(`
      UPDATE wallet_balances b SET held = o.points
      FROM (SELECT h.user_id, -sum(h.amount)::int AS points FROM ledger_entries h
            WHERE h.kind = 'hold'
              AND NOT EXISTS (SELECT 1 FROM ledger_hold_settlements s WHERE s.hold_entry_id = h.id)
            GROUP BY h.user_id) o
      WHERE o.user_id = b.user_id`)
    this.schema.raw(
      'ALTER TABLE wallet_balances ADD CONSTRAINT wallet_balances_held_not_negative CHECK (held >= 0)'
    )
    this.schema.raw(CAPTURE_HELD)
    this.schema.raw(`
      CREATE TRIGGER ledger_hold_settlements_capture
        AFTER INSERT ON ledger_hold_settlements
        FOR EACH ROW EXECUTE FUNCTION ledger_capture_held()`)

    // Reports sum entries and captures by month: BRIN ranges on the time they were written
    // (nearly in id order) cost an insert next to nothing, unlike a B-tree on every spend.
    this.schema.raw(
      'CREATE INDEX ledger_entries_created_brin ON ledger_entries USING brin (created_at)'
    )
    this.schema.raw(
      'CREATE INDEX ledger_hold_settlements_created_brin ON ledger_hold_settlements USING brin (created_at)'
    )
    // A user's holds (open holds are found among the users whose held is not 0); chat turns
    // and generations hold, spends do not, so the bench's hot path never writes it.
    this.schema.raw(
      "CREATE INDEX ledger_entries_holds ON ledger_entries (user_id, id) WHERE kind = 'hold'"
    )
  }

  async down() {
    this.schema.raw('DROP INDEX IF EXISTS ledger_entries_holds')
    this.schema.raw('DROP INDEX IF EXISTS ledger_hold_settlements_created_brin')
    this.schema.raw('DROP INDEX IF EXISTS ledger_entries_created_brin')
    this.schema.raw(
      'DROP TRIGGER IF EXISTS ledger_hold_settlements_capture ON ledger_hold_settlements'
    )
    this.schema.raw('DROP FUNCTION IF EXISTS ledger_capture_held()')
    this.schema.raw('ALTER TABLE wallet_balances DROP COLUMN IF EXISTS held')
    this.schema.raw('ALTER TABLE ledger_entries DROP COLUMN IF EXISTS counter_account')
  }
}

/**
 * A capture moves the hold's points from held to spent:<purpose>: the settlement row is the
 * movement, and the held projection drops with it (under the balance row lock every settler
 * takes first). A release's `release` entry moves held back to the balance in ledger_move.
 */
export const CAPTURE_HELD = `
CREATE FUNCTION ledger_capture_held() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.outcome = 'captured' THEN
    UPDATE wallet_balances b SET held = b.held + h.amount
    FROM ledger_entries h
    WHERE h.id = NEW.hold_entry_id AND h.kind = 'hold' AND b.user_id = h.user_id;
    IF NOT FOUND THEN
      RAISE EXCEPTION 'ledger: entry % is no hold to capture', NEW.hold_entry_id
        USING ERRCODE = 'check_violation';
    END IF;
  END IF;
  RETURN NULL;
END
$$`
