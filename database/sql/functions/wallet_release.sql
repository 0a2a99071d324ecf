CREATE OR REPLACE FUNCTION public.wallet_release(p_key text, p_now timestamp with time zone)
 RETURNS integer
 LANGUAGE plpgsql
AS $function$
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
$function$
