CREATE OR REPLACE FUNCTION public.wallet_capture(p_key text, p_now timestamp with time zone)
 RETURNS integer
 LANGUAGE plpgsql
AS $function$
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
$function$
