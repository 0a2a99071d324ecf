CREATE OR REPLACE FUNCTION public.ledger_giveback_account(p_user bigint, p_kind text, p_reference text, p_metadata jsonb)
 RETURNS text
 LANGUAGE plpgsql
 STABLE
AS $function$
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
$function$
