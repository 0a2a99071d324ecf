CREATE OR REPLACE FUNCTION public.wallet_hold_or_raise(p_user bigint, p_amount integer, p_purpose text, p_reference text, p_key text, p_metadata jsonb, p_now timestamp with time zone)
 RETURNS integer
 LANGUAGE plpgsql
AS $function$
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
$function$
