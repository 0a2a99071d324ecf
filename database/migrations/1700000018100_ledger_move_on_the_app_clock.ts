import { BaseSchema } from '@adonisjs/lucid/schema'
import { MOVE as OLD_MOVE } from './1700000015000_create_ledger_lots_table.js'

/*
| wallet: ledger_move takes the app's clock (docs/decisions/0031-one-clock.md) as
| its last parameter and, still in one statement:
|
| - a debit first expires the user's lots past their date at that instant,
|   with the very entries the hourly job writes (ledger_expire_lot, keys
|   `expiry:lot:<id>` then `…:<n>`), so a spend never takes an expired lot
|   whatever the job has done, and the job and a spend never expire twice
|   (both run under the user's balance lock);
| - every entry gets its counter-account (migration 1700000018000) and the
|   held projection moves with holds and releases;
| - entries are stamped with the instant (reports group them by month).
*/
export default class extends BaseSchema {
  async up() {
    this.schema.raw(EXPIRE_LOT)
    this.schema.raw(GIVEBACK_ACCOUNT)
    this.schema.raw('DROP FUNCTION ledger_move(bigint, integer, text, text, text, jsonb)')
    this.schema.raw(MOVE)
  }

  async down() {
    this.schema.raw(
      'DROP FUNCTION IF EXISTS ledger_move(bigint, integer, text, text, text, jsonb, timestamptz)'
    )
    this.schema.raw('DROP FUNCTION IF EXISTS ledger_giveback_account(bigint, text, text, jsonb)')
    this.schema.raw('DROP FUNCTION IF EXISTS ledger_expire_lot(bigint, timestamptz)')
    this.schema.raw(OLD_MOVE)
  }
}

/**
 * Expires what is left of one lot at `p_now` under its user's balance lock: one `expiry`
 * entry (counter-account `expired`) taken from that lot alone. Returns it, or NULL when the
 * lot is not due or already empty (a rerun, or a spend got there first).
 */
const EXPIRE_LOT = `
CREATE FUNCTION ledger_expire_lot(p_lot bigint, p_now timestamptz)
RETURNS ledger_entries LANGUAGE plpgsql AS $$
DECLARE
  owner bigint;
  before integer;
  lot ledger_lots;
  k text;
  n integer := 1;
  e ledger_entries;
BEGIN
  SELECT l.user_id INTO owner FROM ledger_lots l WHERE l.entry_id = p_lot;
  IF owner IS NULL THEN
    RETURN NULL;
  END IF;
  SELECT b.balance INTO before FROM wallet_balances b WHERE b.user_id = owner FOR UPDATE;
  -- Read after the lock: every change of remaining happens under it.
  SELECT * INTO lot FROM ledger_lots l WHERE l.entry_id = p_lot;
  IF lot.remaining <= 0 OR lot.expires_at IS NULL OR lot.expires_at > p_now THEN
    RETURN NULL;
  END IF;
  -- The first expiry of a lot is expiry:lot:<id>; points given back to it later leave as :2, :3 …
  k := 'expiry:lot:' || p_lot;
  WHILE EXISTS (SELECT 1 FROM ledger_entries x WHERE x.idempotency_key = k) LOOP
    n := n + 1;
    k := 'expiry:lot:' || p_lot || ':' || n;
  END LOOP;
  INSERT INTO ledger_entries AS le
    (user_id, amount, kind, reference, idempotency_key, balance_after, metadata, counter_account, created_at)
  VALUES (owner, -lot.remaining, 'expiry', 'lot:' || p_lot, k, before - lot.remaining,
          jsonb_build_object('expiresLot', p_lot, 'lotExpiresAt',
            to_char(lot.expires_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')),
          'expired', p_now)
  RETURNING le.* INTO e;
  UPDATE wallet_balances b SET balance = e.balance_after, updated_at = p_now WHERE b.user_id = owner;
  PERFORM ledger_apply_lots(e);
  RETURN e;
END
$$`

/**
 * The counter-account of a release (the hold's held:<purpose>) or a refund (where the debit
 * it gives back went: spent:<kind>, a captured hold's spent:<purpose>, an adjustment or an
 * expiry; granted:refund when it names none). Refuses a hold or debit of another user.
 */
const GIVEBACK_ACCOUNT = `
CREATE FUNCTION ledger_giveback_account(p_user bigint, p_kind text, p_reference text, p_metadata jsonb)
RETURNS text LANGUAGE plpgsql STABLE AS $$
DECLARE
  source bigint := coalesce((p_metadata->>'givesBackOf')::bigint,
    CASE WHEN p_kind = 'release' THEN substring(p_reference FROM '^hold:([0-9]+)$')::bigint END);
  d ledger_entries;
BEGIN
  IF source IS NULL AND p_kind = 'refund' THEN
    RETURN 'granted:refund';
  END IF;
  SELECT * INTO d FROM ledger_entries x WHERE x.id = source AND x.user_id = p_user;
  IF d.id IS NULL OR (p_kind = 'release' AND d.kind <> 'hold') THEN
    RAISE EXCEPTION 'ledger: entry % is no % of user %', source,
      CASE p_kind WHEN 'release' THEN 'hold' ELSE 'debit' END, p_user
      USING ERRCODE = 'check_violation';
  END IF;
  IF d.kind = 'hold' AND p_kind = 'refund' THEN
    RETURN 'spent:' || substr(d.counter_account, 6);
  END IF;
  RETURN d.counter_account;
END
$$`

export const MOVE = `
CREATE FUNCTION ledger_move(
  p_user bigint, p_amount integer, p_kind text, p_reference text, p_key text, p_metadata jsonb,
  p_now timestamptz
) RETURNS TABLE (
  balance_before integer, id bigint, user_id bigint, amount integer, kind text, reference text,
  idempotency_key text, balance_after integer, metadata jsonb, created_at timestamptz
) LANGUAGE plpgsql AS $$
#variable_conflict use_column
DECLARE
  before integer;
  counter text;
  due_lot bigint;
  gone ledger_entries;
  e ledger_entries;
BEGIN
  SELECT b.balance INTO before FROM wallet_balances b WHERE b.user_id = p_user FOR UPDATE;
  IF NOT FOUND THEN
    INSERT INTO wallet_balances (user_id, balance, updated_at) VALUES (p_user, 0, p_now)
    ON CONFLICT (user_id) DO NOTHING;
    SELECT b.balance INTO before FROM wallet_balances b WHERE b.user_id = p_user FOR UPDATE;
  END IF;
  -- A debit never takes an expired lot: the lots past their date leave first. The index
  -- range (user, expires_at <= now) is empty for most users, so the usual spend reads no
  -- lot here (the lot it takes is read once, by ledger_apply_lots).
  IF p_amount < 0 AND p_metadata->>'expiresLot' IS NULL THEN
    LOOP
      SELECT f.entry_id INTO due_lot FROM ledger_lots f
      WHERE f.user_id = p_user AND f.expires_at <= p_now AND f.remaining > 0
      ORDER BY f.expires_at, f.entry_id LIMIT 1;
      EXIT WHEN due_lot IS NULL;
      gone := ledger_expire_lot(due_lot, p_now);
      EXIT WHEN gone.id IS NULL;
      before := gone.balance_after;
    END LOOP;
  END IF;
  balance_before := before;
  IF before + p_amount < 0 THEN
    RETURN NEXT;
    RETURN;
  END IF;
  IF p_kind = 'release' OR p_kind = 'refund' THEN
    counter := ledger_giveback_account(p_user, p_kind, p_reference, p_metadata);
  ELSE
    counter := CASE p_kind
      WHEN 'purchase' THEN 'bought'
      WHEN 'welcome_bonus' THEN 'granted:welcome_bonus'
      WHEN 'adjustment' THEN 'granted:adjustment'
      WHEN 'expiry' THEN 'expired'
      WHEN 'hold' THEN 'held:' || (p_metadata->>'purpose')
      ELSE 'spent:' || p_kind
    END;
  END IF;
  INSERT INTO ledger_entries AS le
    (user_id, amount, kind, reference, idempotency_key, balance_after, metadata, counter_account, created_at)
  VALUES (p_user, p_amount, p_kind, p_reference, p_key, before + p_amount, p_metadata, counter, p_now)
  ON CONFLICT (idempotency_key) DO NOTHING
  RETURNING le.* INTO e;
  IF e.id IS NULL THEN
    RETURN NEXT;
    RETURN;
  END IF;
  -- A hold moves the points to the held account, a release takes them back from it.
  UPDATE wallet_balances b
  SET balance = e.balance_after,
      held = b.held - CASE WHEN p_kind = 'hold' OR p_kind = 'release' THEN p_amount ELSE 0 END,
      updated_at = p_now
  WHERE b.user_id = p_user;
  PERFORM ledger_apply_lots(e);
  id := e.id;
  user_id := e.user_id;
  amount := e.amount;
  kind := e.kind;
  reference := e.reference;
  idempotency_key := e.idempotency_key;
  balance_after := e.balance_after;
  metadata := e.metadata;
  created_at := e.created_at;
  RETURN NEXT;
END
$$`
