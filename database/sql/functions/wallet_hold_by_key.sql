CREATE OR REPLACE FUNCTION public.wallet_hold_by_key(p_key text)
 RETURNS ledger_entries
 LANGUAGE plpgsql
AS $function$
DECLARE
  h ledger_entries;
BEGIN
  SELECT * INTO h FROM ledger_entries x WHERE x.idempotency_key = p_key;
  IF h.kind IS DISTINCT FROM 'hold' THEN
    h := NULL;
  END IF;
  IF h.id IS NULL THEN
    RAISE EXCEPTION 'wallet: no hold %', p_key USING ERRCODE = 'WL404', DETAIL = p_key;
  END IF;
  RETURN h;
END
$function$
