CREATE OR REPLACE FUNCTION public.ledger_capture_held()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  IF NEW.outcome = 'captured' THEN
    UPDATE wallet_balances b SET held = b.held + h.amount
    FROM ledger_entries h
    WHERE h.id = NEW.hold_entry_id AND h.kind = 'hold' AND h.counter_account <> 'held:dispute'
      AND b.user_id = h.user_id;
    IF NOT FOUND THEN
      RAISE EXCEPTION 'ledger: entry % is no hold to capture', NEW.hold_entry_id
        USING ERRCODE = 'check_violation';
    END IF;
  END IF;
  RETURN NULL;
END
$function$
