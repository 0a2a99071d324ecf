/*
| The SQL of migration 1700000019000_payment_reversals (payment refunds,
| chargebacks and disputes in the ledger): the kinds, the counter-account
| CHECK, and the new ledger_apply_lots (ledger_capture_held and ledger_move
| in payment_reversals_move_sql.ts).
*/
import { APPLY_LOTS as LOTS_APPLY_LOTS } from '../migrations/1700000015000_create_ledger_lots_table.js'
import { CAPTURE_HELD as COUNTER_CAPTURE_HELD } from '../migrations/1700000018000_add_ledger_counter_accounts.js'
import { MOVE as CLOCK_MOVE } from '../migrations/1700000018100_ledger_move_on_the_app_clock.js'

export { CAPTURE_HELD, MOVE } from './payment_reversals_move_sql.js'

// What down() restores: each body as the migration that made it created it, never a copy.
const orReplace = (sql: string) => sql.replace('CREATE FUNCTION', 'CREATE OR REPLACE FUNCTION')
export const OLD_APPLY_LOTS = orReplace(LOTS_APPLY_LOTS)
export const OLD_CAPTURE_HELD = orReplace(COUNTER_CAPTURE_HELD)
export const OLD_MOVE = orReplace(CLOCK_MOVE)

export const KINDS = [
  'welcome_bonus',
  'purchase',
  'chat',
  'photo',
  'video',
  'custom_photo',
  'custom_video',
  'hold',
  'release',
  'refund',
  'adjustment',
  'expiry',
  'reversal',
  'clawback',
]

const SPEND_ACCOUNTS = ['chat', 'photo', 'video', 'custom_photo', 'custom_video']
export const list = (values: string[]) => values.map((value) => `'${value}'`).join(', ')
const HELD = SPEND_ACCOUNTS.map((kind) => `held:${kind}`)
const SPENT = list(SPEND_ACCOUNTS.map((kind) => `spent:${kind}`))

/** The counter-account each kind may post to (with the payment reversals, or as before them). */
export function counterCheck(withReversals: boolean) {
  const held = list(withReversals ? [...HELD, 'held:dispute'] : HELD)
  return `
    CASE kind
      WHEN 'purchase' THEN counter_account = 'bought'
      WHEN 'welcome_bonus' THEN counter_account = 'granted:welcome_bonus'
      WHEN 'adjustment' THEN counter_account = 'granted:adjustment'
      WHEN 'expiry' THEN counter_account = 'expired'
      WHEN 'hold' THEN counter_account IN (${held})
      WHEN 'release' THEN counter_account IN (${held})
      WHEN 'refund' THEN counter_account IN (${SPENT}, 'granted:adjustment', 'expired', 'granted:refund')
      ${withReversals ? "WHEN 'reversal' THEN counter_account = 'refunded'" : ''}
      ${withReversals ? "WHEN 'clawback' THEN counter_account = 'clawed_back'" : ''}
      ELSE counter_account = 'spent:' || kind
    END`
}

/**
 * Moves the lots for one entry just written; raises (rolling the entry back) if they cannot.
 * `through` is what the entry changes of the balance's part above 0: its amount, except for
 * a clawback past 0 and a credit that pays a debt.
 */
export const APPLY_LOTS = `
CREATE OR REPLACE FUNCTION ledger_apply_lots(e ledger_entries) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  source bigint;
  lot bigint;
  moved bigint;
  took integer;
  through integer := greatest(e.balance_after, 0) - greatest(e.balance_after - e.amount, 0);
  need integer := -through;
BEGIN
  source := coalesce(
    (e.metadata->>'givesBackOf')::bigint,
    CASE WHEN e.kind = 'release' THEN substring(e.reference FROM '^hold:([0-9]+)$')::bigint END
  );
  IF e.amount > 0 AND source IS NULL THEN
    -- A credit: its lot keeps what lands above 0; the debt takes the rest at once.
    INSERT INTO ledger_lots (entry_id, user_id, amount, remaining, expires_at, created_at)
    VALUES (e.id, e.user_id, e.amount, through, (e.metadata->>'expiresAt')::timestamptz, e.created_at);
    IF through < e.amount THEN
      INSERT INTO ledger_lot_takes (entry_id, lot_id, amount) VALUES (e.id, e.id, e.amount - through);
    END IF;
    RETURN;
  END IF;

  IF e.amount > 0 THEN
    IF through = 0 THEN
      RETURN; -- all of it paid the debt
    END IF;
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
      SELECT lot_id, least(open, through - (running - open)) AS give
      FROM ordered WHERE running - open < through
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
    IF moved <> through THEN
      RAISE EXCEPTION 'ledger: entry % gives back % points but entry % has % to give back', e.id, through, source, moved
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

  IF need = 0 THEN
    RETURN; -- a clawback of points the user no longer has
  END IF;
  -- A reversal takes the refunded purchase's own lot first.
  lot := (e.metadata->>'reversesLot')::bigint;
  IF lot IS NOT NULL THEN
    SELECT least(l.remaining, need) INTO took FROM ledger_lots l
    WHERE l.entry_id = lot AND l.user_id = e.user_id;
    IF took > 0 THEN
      UPDATE ledger_lots SET remaining = remaining - took WHERE entry_id = lot;
      INSERT INTO ledger_lot_takes (entry_id, lot_id, amount) VALUES (e.id, lot, took);
      need := need - took;
    END IF;
    IF need = 0 THEN
      RETURN;
    END IF;
  END IF;

  -- A spend or a hold: the lots that expire first (never-expiring last), then the oldest.
  -- Most often the first lot covers it all: one UPDATE (the hottest path of the app).
  UPDATE ledger_lots SET remaining = remaining - need
  WHERE entry_id = (
    SELECT f.entry_id FROM ledger_lots f WHERE f.user_id = e.user_id AND f.remaining > 0
    ORDER BY f.expires_at ASC NULLS LAST, f.entry_id LIMIT 1
  ) AND remaining >= need
  RETURNING entry_id INTO lot;
  IF lot IS NOT NULL THEN
    INSERT INTO ledger_lot_takes (entry_id, lot_id, amount) VALUES (e.id, lot, need);
    RETURN;
  END IF;
  WITH candidates AS (
    SELECT entry_id, remaining,
           sum(remaining) OVER (ORDER BY expires_at ASC NULLS LAST, entry_id) AS running
    FROM ledger_lots WHERE user_id = e.user_id AND remaining > 0
  ), picked AS (
    SELECT entry_id, least(remaining, need - (running - remaining)) AS take
    FROM candidates WHERE running - remaining < need
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
  IF moved <> need THEN
    RAISE EXCEPTION 'ledger: lots of user % cover % of the % points of entry %', e.user_id, moved, need, e.id
      USING ERRCODE = 'check_violation';
  END IF;
END
$$`
