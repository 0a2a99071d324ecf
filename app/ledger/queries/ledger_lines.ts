// Every join is on a primary or unique key, and only for the kinds that need it.

export const LINE_COLUMNS = `e.id, e.amount, e.kind, e.reference, e.balance_after, e.created_at,
  e.metadata,
  CASE WHEN e.kind <> 'hold' THEN NULL ELSE coalesce(s.outcome, 'held') END AS hold_status,
  given.kind AS given_kind, given.metadata AS given_metadata,
  lot.kind AS lot_kind, lot.created_at AS lot_created_at,
  p.package_name`

export const LINE_JOINS = `
  LEFT JOIN ledger_hold_settlements s ON e.kind = 'hold' AND s.hold_entry_id = e.id
  -- A refund or a release names the entry it gives back.
  LEFT JOIN ledger_entries given
    ON e.kind IN ('refund', 'release') AND given.id = (e.metadata->>'givesBackOf')::bigint
  -- An expiry names the credit whose lot it emptied (shown as its origin).
  LEFT JOIN ledger_entries lot
    ON e.kind = 'expiry' AND lot.id = (e.metadata->>'expiresLot')::bigint
  LEFT JOIN purchases p
    ON e.kind IN ('reversal', 'clawback') AND p.id = (e.metadata->>'purchaseId')::bigint`

// release_hold writes `release:<the hold's key>`: found through that key's unique index.
export const RELEASE_COLUMNS = `r.amount AS released_amount,
  r.balance_after AS released_balance_after`
export const RELEASE_JOIN = `
  LEFT JOIN ledger_entries r
    ON s.outcome = 'released' AND r.idempotency_key = 'release:' || e.idempotency_key`
