CREATE OR REPLACE FUNCTION public.ledger_expire_lot(p_lot bigint, p_now timestamp with time zone)
 RETURNS ledger_entries
 LANGUAGE plpgsql
AS $function$
DECLARE
  owner bigint;
  before integer;
  lot ledger_lots;
  k text;
  n integer := 1;
  e ledger_entries;
BEGIN
  SELECT l.user_id INTO owner FROM ledger_lots l WHERE l.entry_id = p_lot;
  IF owner IS NULL THEN
    RETURN NULL;
  END IF;
  SELECT b.balance INTO before FROM wallet_balances b WHERE b.user_id = owner FOR UPDATE;
  -- Read after the lock: every change of remaining happens under it.
  SELECT * INTO lot FROM ledger_lots l WHERE l.entry_id = p_lot;
  IF lot.remaining <= 0 OR lot.expires_at IS NULL OR lot.expires_at > p_now THEN
    RETURN NULL;
  END IF;
  -- The first expiry of a lot is expiry:lot:<id>; points given back to it later leave as :2, :3 …
  k := 'expiry:lot:' || p_lot;
  WHILE EXISTS (SELECT 1 FROM ledger_entries x WHERE x.idempotency_key = k) LOOP
    n := n + 1;
    k := 'expiry:lot:' || p_lot || ':' || n;
  END LOOP;
  INSERT INTO ledger_entries AS le
    (user_id, amount, kind, reference, idempotency_key, balance_after, metadata, counter_account, created_at)
  VALUES (owner, -lot.remaining, 'expiry', 'lot:' || p_lot, k, before - lot.remaining,
          jsonb_build_object('expiresLot', p_lot, 'lotExpiresAt',
            to_char(lot.expires_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')),
          'expired', p_now)
  RETURNING le.* INTO e;
  UPDATE wallet_balances b SET balance = e.balance_after, updated_at = p_now WHERE b.user_id = owner;
  PERFORM ledger_apply_lots(e);
  RETURN e;
END
$function$
