import { BaseSchema } from '@adonisjs/lucid/schema'

/*
| wallet: points lots.
| Every credit opens a lot (its id is the credit's entry id, so it survives a
| rebuild); every debit records which lots it took from (ledger_lot_takes,
| amount > 0), and a release or refund gives back to exactly those lots
| (amount < 0, gives_back_of = the debit). So for every lot
| remaining = amount - sum(takes), and per user sum(remaining) = balance.
|
| The lot bookkeeping lives in the database (ledger_move, ledger_apply_lots)
| so a spend stays one statement on the wire: a plpgsql function runs each
| inner statement with a fresh snapshot after it holds the balance row's
| lock, which one CTE (one snapshot, taken before the lock wait) could not.
| ledger_rebuild_lots replays every entry in order (ledger:rebuild, and the
| backfill below). Entries carry what the replay needs in their metadata:
| expiresAt (a credit's lot), givesBackOf (a refund's debit; a release
| names its hold in its reference) and expiresLot (an expiry's lot).
*/
export default class extends BaseSchema {
  async up() {
    this.schema.raw(`
      CREATE TABLE ledger_lots (
        entry_id bigint PRIMARY KEY REFERENCES ledger_entries (id),
        user_id bigint NOT NULL REFERENCES users (id),
        amount integer NOT NULL CHECK (amount > 0),
        remaining integer NOT NULL,
        expires_at timestamptz,
        notified_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT ledger_lots_remaining_check CHECK (remaining >= 0 AND remaining <= amount)
      ) WITH (fillfactor = 80)
    `)
    // No partial indexes on remaining: an UPDATE of a column an index's predicate reads is never
    // HOT, and every spend updates remaining (bench/ledger.bench.ts, the hot account).
    this.schema.raw(
      'CREATE INDEX ledger_lots_spend_order ON ledger_lots (user_id, expires_at ASC NULLS LAST, entry_id)'
    )
    this.schema.raw('CREATE INDEX ledger_lots_expiring ON ledger_lots (expires_at)')
    this.schema.raw(`
      CREATE TABLE ledger_lot_takes (
        -- Written only by ledger_apply_lots, right after the entry and under the lock of the
        -- lot it names; ledger:verify checks every take (an unknown lot too), so the hot path
        -- skips two foreign-key checks and an index per take.
        entry_id bigint NOT NULL,
        lot_id bigint NOT NULL,
        amount integer NOT NULL CHECK (amount <> 0),
        gives_back_of bigint,
        PRIMARY KEY (entry_id, lot_id),
        CHECK ((amount < 0) = (gives_back_of IS NOT NULL))
      )
    `)
    this.schema.raw(`
      CREATE INDEX ledger_lot_takes_gives_back_of ON ledger_lot_takes (gives_back_of)
        WHERE gives_back_of IS NOT NULL
    `)
    this.schema.raw(APPLY_LOTS)
    this.schema.raw(MOVE)
    this.schema.raw(REBUILD_LOTS)
    // Existing entries get their lots (never expiring: no policy date was promised for them).
    this.schema.raw('SELECT ledger_rebuild_lots()')
  }

  async down() {
    this.schema.raw('DROP FUNCTION IF EXISTS ledger_rebuild_lots()')
    this.schema.raw('DROP FUNCTION IF EXISTS ledger_move(bigint, integer, text, text, text, jsonb)')
    this.schema.raw('DROP FUNCTION IF EXISTS ledger_apply_lots(ledger_entries)')
    this.schema.raw('DROP TABLE IF EXISTS ledger_lot_takes')
    this.schema.raw('DROP TABLE IF EXISTS ledger_lots')
  }
}

/** Moves the lots for one entry just written; raises (rolling the entry back) if they cannot. */
export const APPLY_LOTS = `
CREATE FUNCTION ledger_apply_lots(e ledger_entries) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  source bigint;
  lot bigint;
  moved bigint;
BEGIN
  source := coalesce(
    (e.metadata->>'givesBackOf')::bigint,
    CASE WHEN e.kind = 'release' THEN substring(e.reference FROM '^hold:([0-9]+)$')::bigint END
  );
  IF e.amount > 0 AND source IS NULL THEN
    INSERT INTO ledger_lots (entry_id, user_id, amount, remaining, expires_at, created_at)
    VALUES (e.id, e.user_id, e.amount, e.amount, (e.metadata->>'expiresAt')::timestamptz, e.created_at);
    RETURN;
  END IF;

  IF e.amount > 0 THEN
    -- Give back what the debit took and no earlier give-back returned, latest expiry first.
    WITH returnable AS (
      SELECT t.lot_id, l.expires_at,
             t.amount + coalesce((SELECT sum(r.amount) FROM ledger_lot_takes r
                                  WHERE r.gives_back_of = source AND r.lot_id = t.lot_id), 0) AS open
      FROM ledger_lot_takes t JOIN ledger_lots l ON l.entry_id = t.lot_id
      WHERE t.entry_id = source AND t.amount > 0 AND l.user_id = e.user_id
    ), ordered AS (
      SELECT lot_id, open, sum(open) OVER (ORDER BY expires_at DESC NULLS FIRST, lot_id DESC) AS running
      FROM returnable WHERE open > 0
    ), picked AS (
      SELECT lot_id, least(open, e.amount - (running - open)) AS give
      FROM ordered WHERE running - open < e.amount
    ), updated AS (
      UPDATE ledger_lots l SET remaining = l.remaining + picked.give
      FROM picked WHERE l.entry_id = picked.lot_id
      RETURNING picked.lot_id, picked.give
    ), inserted AS (
      INSERT INTO ledger_lot_takes (entry_id, lot_id, amount, gives_back_of)
      SELECT e.id, lot_id, -give, source FROM updated
      RETURNING amount
    )
    SELECT coalesce(-sum(amount), 0) INTO moved FROM inserted;
    IF moved <> e.amount THEN
      RAISE EXCEPTION 'ledger: entry % gives back % points but entry % has % to give back', e.id, e.amount, source, moved
        USING ERRCODE = 'check_violation';
    END IF;
    RETURN;
  END IF;

  lot := (e.metadata->>'expiresLot')::bigint;
  IF lot IS NOT NULL THEN
    UPDATE ledger_lots SET remaining = remaining + e.amount
    WHERE entry_id = lot AND user_id = e.user_id AND remaining >= -e.amount;
    IF NOT FOUND THEN
      RAISE EXCEPTION 'ledger: lot % cannot give % points to entry %', lot, -e.amount, e.id
        USING ERRCODE = 'check_violation';
    END IF;
    INSERT INTO ledger_lot_takes (entry_id, lot_id, amount) VALUES (e.id, lot, -e.amount);
    RETURN;
  END IF;

  -- A spend or a hold: the lots that expire first (never-expiring last), then the oldest.
  -- Most often the first lot covers it all: one UPDATE (the hottest path of the app).
  UPDATE ledger_lots SET remaining = remaining + e.amount
  WHERE entry_id = (
    SELECT f.entry_id FROM ledger_lots f WHERE f.user_id = e.user_id AND f.remaining > 0
    ORDER BY f.expires_at ASC NULLS LAST, f.entry_id LIMIT 1
  ) AND remaining >= -e.amount
  RETURNING entry_id INTO lot;
  IF lot IS NOT NULL THEN
    INSERT INTO ledger_lot_takes (entry_id, lot_id, amount) VALUES (e.id, lot, -e.amount);
    RETURN;
  END IF;
  WITH candidates AS (
    SELECT entry_id, remaining,
           sum(remaining) OVER (ORDER BY expires_at ASC NULLS LAST, entry_id) AS running
    FROM ledger_lots WHERE user_id = e.user_id AND remaining > 0
  ), picked AS (
    SELECT entry_id, least(remaining, -e.amount - (running - remaining)) AS take
    FROM candidates WHERE running - remaining < -e.amount
  ), updated AS (
    UPDATE ledger_lots l SET remaining = l.remaining - picked.take
    FROM picked WHERE l.entry_id = picked.entry_id
    RETURNING picked.entry_id, picked.take
  ), inserted AS (
    INSERT INTO ledger_lot_takes (entry_id, lot_id, amount)
    SELECT e.id, entry_id, take FROM updated
    RETURNING amount
  )
  SELECT coalesce(sum(amount), 0) INTO moved FROM inserted;
  IF moved <> -e.amount THEN
    RAISE EXCEPTION 'ledger: lots of user % cover % of the % points of entry %', e.user_id, moved, -e.amount, e.id
      USING ERRCODE = 'check_violation';
  END IF;
END
$$`

/**
 * One movement in one call: lock (or create) the balance row, append the
 * entry (ON CONFLICT on the idempotency key), move the projection and the
 * lots. Returns the balance before and the new entry (all NULL when
 * nothing went in: a replay, or not enough points).
 */
export const MOVE = `
CREATE FUNCTION ledger_move(
  p_user bigint, p_amount integer, p_kind text, p_reference text, p_key text, p_metadata jsonb
) RETURNS TABLE (
  balance_before integer, id bigint, user_id bigint, amount integer, kind text, reference text,
  idempotency_key text, balance_after integer, metadata jsonb, created_at timestamptz
) LANGUAGE plpgsql AS $$
#variable_conflict use_column
DECLARE
  before integer;
  e ledger_entries;
BEGIN
  SELECT b.balance INTO before FROM wallet_balances b WHERE b.user_id = p_user FOR UPDATE;
  IF NOT FOUND THEN
    INSERT INTO wallet_balances (user_id, balance) VALUES (p_user, 0) ON CONFLICT (user_id) DO NOTHING;
    SELECT b.balance INTO before FROM wallet_balances b WHERE b.user_id = p_user FOR UPDATE;
  END IF;
  balance_before := before;
  IF before + p_amount < 0 THEN
    RETURN NEXT;
    RETURN;
  END IF;
  INSERT INTO ledger_entries AS le (user_id, amount, kind, reference, idempotency_key, balance_after, metadata)
  VALUES (p_user, p_amount, p_kind, p_reference, p_key, before + p_amount, p_metadata)
  ON CONFLICT (idempotency_key) DO NOTHING
  RETURNING le.* INTO e;
  IF e.id IS NULL THEN
    RETURN NEXT;
    RETURN;
  END IF;
  UPDATE wallet_balances b SET balance = e.balance_after, updated_at = now() WHERE b.user_id = p_user;
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

/** Replays every entry into fresh lots and takes; keeps which lots were already noticed. */
const REBUILD_LOTS = `
CREATE FUNCTION ledger_rebuild_lots() RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  e ledger_entries;
  kept jsonb;
  replayed integer := 0;
BEGIN
  SELECT coalesce(jsonb_object_agg(entry_id::text, notified_at), '{}') INTO kept
  FROM ledger_lots WHERE notified_at IS NOT NULL;
  TRUNCATE ledger_lot_takes, ledger_lots;
  FOR e IN SELECT * FROM ledger_entries ORDER BY id LOOP
    PERFORM ledger_apply_lots(e);
    replayed := replayed + 1;
  END LOOP;
  UPDATE ledger_lots SET notified_at = (kept->>(entry_id::text))::timestamptz
  WHERE kept->>(entry_id::text) IS NOT NULL;
  RETURN replayed;
END
$$`
