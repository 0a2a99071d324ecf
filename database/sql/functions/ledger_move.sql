CREATE OR REPLACE FUNCTION public.ledger_move(p_user bigint, p_amount integer, p_kind text, p_reference text, p_key text, p_metadata jsonb, p_now timestamp with time zone)
 RETURNS TABLE(balance_before integer, id bigint, user_id bigint, amount integer, kind text, reference text, idempotency_key text, balance_after integer, metadata jsonb, created_at timestamp with time zone)
 LANGUAGE plpgsql
AS $function$
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
  -- Not enough points (a balance below 0 has none): refused, except a clawback.
  IF p_amount < 0 AND before + p_amount < 0 AND p_kind <> 'clawback' THEN
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
      WHEN 'reversal' THEN 'refunded'
      WHEN 'clawback' THEN 'clawed_back'
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
$function$
