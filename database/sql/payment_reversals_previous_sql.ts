/*
| What migration 1700000019000_payment_reversals replaces, restored by its
| down(): ledger_apply_lots as migration 1700000015000 made it,
| ledger_capture_held as 1700000018000 made it, ledger_move as 1700000018100
| made it (verbatim, CREATE OR REPLACE).
*/

export const OLD_APPLY_LOTS = `
CREATE OR REPLACE FUNCTION ledger_apply_lots(e ledger_entries) RETURNS void LANGUAGE plpgsql AS $$
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

export const OLD_CAPTURE_HELD = `
CREATE OR REPLACE FUNCTION ledger_capture_held() RETURNS trigger LANGUAGE plpgsql AS $$
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

export const OLD_MOVE = `
CREATE OR REPLACE FUNCTION ledger_move(
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
