CREATE OR REPLACE FUNCTION public.ledger_rebuild_lots()
 RETURNS integer
 LANGUAGE plpgsql
AS $function$
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
$function$
