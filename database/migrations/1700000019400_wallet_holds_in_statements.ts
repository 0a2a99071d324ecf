import { BaseSchema } from '@adonisjs/lucid/schema'

/*
| wallet: a hold, its capture and its release as functions another module's
| statement can call (the wallet's hold_in_statement action gave the SQL, removed since),
| so a chat turn is one autocommitted statement per half instead of a
| transaction of four round trips, and the wallet stays the only writer of
| the ledger (these call ledger_move; nobody else names its tables). Each
| takes the user's balance row lock first, like every movement, and runs its
| steps as statements of their own: in READ COMMITTED each sees what
| committed before it (a settlement another process made while it waited for
| the lock), which the single-statement capture could not.
|
| Failures raise, so the caller's whole statement (a chat message with its
| hold) rolls back, with SQLSTATEs of their own:
| - WL402 the balance does not cover the hold; DETAIL {"balance","required"};
| - WL404 no hold with that key; DETAIL the key;
| - WL409 the hold already ended the other way, or the key names another
|   movement; DETAIL already_released | already_captured | idempotency_conflict.
*/
export default class extends BaseSchema {
  async up() {
    this.schema.raw(HOLD)
    this.schema.raw(HOLD_BY_KEY)
    this.schema.raw(CAPTURE)
    this.schema.raw(RELEASE)
  }

  async down() {
    this.schema.raw('DROP FUNCTION IF EXISTS wallet_release(text, timestamptz)')
    this.schema.raw('DROP FUNCTION IF EXISTS wallet_capture(text, timestamptz)')
    this.schema.raw('DROP FUNCTION IF EXISTS wallet_hold_by_key(text)')
    this.schema.raw(
      'DROP FUNCTION IF EXISTS wallet_hold_or_raise(bigint, integer, text, text, text, jsonb, timestamptz)'
    )
  }
}

/**
 * Holds `p_amount` points of the user (ledger_move, kind hold, counter-account
 * held:<purpose>) and returns the balance after. A key seen before returns its
 * first balance (a replay); a hold of 0 (a free action) moves nothing and
 * returns the balance.
 */
export const HOLD = `
CREATE FUNCTION wallet_hold_or_raise(
  p_user bigint, p_amount integer, p_purpose text, p_reference text, p_key text, p_metadata jsonb,
  p_now timestamptz
) RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  m record;
  prior ledger_entries;
  balance_now integer;
BEGIN
  IF p_amount IS NULL OR p_amount < 0 THEN
    RAISE EXCEPTION 'wallet: a hold of % points', p_amount USING ERRCODE = 'check_violation';
  END IF;
  IF p_amount = 0 THEN
    SELECT b.balance INTO balance_now FROM wallet_balances b WHERE b.user_id = p_user;
    RETURN coalesce(balance_now, 0);
  END IF;
  SELECT * INTO m FROM ledger_move(p_user, -p_amount, 'hold', p_reference, p_key,
    p_metadata || jsonb_build_object('purpose', p_purpose), p_now);
  IF m.id IS NOT NULL THEN
    RETURN m.balance_after;
  END IF;
  SELECT * INTO prior FROM ledger_entries x WHERE x.idempotency_key = p_key;
  IF prior.id IS NOT NULL THEN
    IF prior.user_id <> p_user OR prior.amount <> -p_amount OR prior.kind <> 'hold'
       OR prior.reference <> p_reference THEN
      RAISE EXCEPTION 'wallet: idempotency key % names another movement', p_key
        USING ERRCODE = 'WL409', DETAIL = 'idempotency_conflict';
    END IF;
    RETURN prior.balance_after;
  END IF;
  RAISE EXCEPTION 'wallet: a balance of % does not cover a hold of %', m.balance_before, p_amount
    USING ERRCODE = 'WL402',
      DETAIL = json_build_object('balance', m.balance_before, 'required', p_amount)::text;
END
$$`

/** The hold entry of a key, or WL404. */
const HOLD_BY_KEY = `
CREATE FUNCTION wallet_hold_by_key(p_key text) RETURNS ledger_entries LANGUAGE plpgsql AS $$
DECLARE
  h ledger_entries;
BEGIN
  SELECT * INTO h FROM ledger_entries x WHERE x.idempotency_key = p_key AND x.kind = 'hold';
  IF h.id IS NULL THEN
    RAISE EXCEPTION 'wallet: no hold %', p_key USING ERRCODE = 'WL404', DETAIL = p_key;
  END IF;
  RETURN h;
END
$$`

/**
 * Makes a hold final (its settlement row moves held to spent:<purpose>, trigger
 * ledger_capture_held) and returns the balance; capturing twice is a replay.
 */
export const CAPTURE = `
CREATE FUNCTION wallet_capture(p_key text, p_now timestamptz)
RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  h ledger_entries := wallet_hold_by_key(p_key);
  balance_now integer;
  settled text;
BEGIN
  SELECT b.balance INTO balance_now FROM wallet_balances b WHERE b.user_id = h.user_id FOR UPDATE;
  INSERT INTO ledger_hold_settlements AS s (hold_entry_id, outcome, created_at)
  VALUES (h.id, 'captured', p_now)
  ON CONFLICT (hold_entry_id) DO NOTHING RETURNING s.outcome INTO settled;
  IF settled IS NULL THEN
    SELECT s.outcome INTO settled FROM ledger_hold_settlements s WHERE s.hold_entry_id = h.id;
    IF settled = 'released' THEN
      RAISE EXCEPTION 'wallet: hold % was released', p_key
        USING ERRCODE = 'WL409', DETAIL = 'already_released';
    END IF;
  END IF;
  RETURN balance_now;
END
$$`

/**
 * Gives a hold's points back (a release entry, as releaseHold writes it) and
 * returns the balance after; releasing twice is a replay.
 */
export const RELEASE = `
CREATE FUNCTION wallet_release(p_key text, p_now timestamptz)
RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  h ledger_entries := wallet_hold_by_key(p_key);
  balance_now integer;
  settled text;
  m record;
BEGIN
  SELECT b.balance INTO balance_now FROM wallet_balances b WHERE b.user_id = h.user_id FOR UPDATE;
  INSERT INTO ledger_hold_settlements AS s (hold_entry_id, outcome, created_at)
  VALUES (h.id, 'released', p_now)
  ON CONFLICT (hold_entry_id) DO NOTHING RETURNING s.outcome INTO settled;
  IF settled IS NULL THEN
    SELECT s.outcome INTO settled FROM ledger_hold_settlements s WHERE s.hold_entry_id = h.id;
    IF settled = 'captured' THEN
      RAISE EXCEPTION 'wallet: hold % was captured', p_key
        USING ERRCODE = 'WL409', DETAIL = 'already_captured';
    END IF;
  END IF;
  SELECT * INTO m FROM ledger_move(h.user_id, -h.amount, 'release', 'hold:' || h.id,
    'release:' || h.idempotency_key,
    jsonb_build_object('purpose', h.metadata->'purpose', 'givesBackOf', h.id), p_now);
  IF m.id IS NOT NULL THEN
    RETURN m.balance_after;
  END IF;
  RETURN balance_now;
END
$$`
