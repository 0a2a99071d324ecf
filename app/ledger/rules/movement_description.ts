import type { LedgerEntryRow } from '#ledger/types/ledger_rows'
import type { MovementFacts, MovementLabel } from '#ledger/types/movement_label'

// The subject is the name the spending module put on the entry when it moved: a later
// rename does not rewrite old receipts, and the ledger reads no other module.

const THINGS = new Set(['chat', 'photo', 'video', 'custom_photo', 'custom_video', 'dispute'])
const NAMED = new Set(['chat', 'photo', 'video'])
const LOT_KINDS = new Set(['welcome_bonus', 'purchase', 'adjustment'])

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null)

function label(key: string, params: MovementLabel['params'] = {}, dates = {}): MovementLabel {
  return { key: `wallet.movements.${key}`, params, dates }
}

function about(group: string, thing: string | null, metadata: Record<string, unknown>) {
  if (!thing || !THINGS.has(thing)) return label(`${group}.unknown`)
  const subject = NAMED.has(thing) ? text(metadata.subject) : null
  return subject ? label(`${group}.${thing}Named`, { subject }) : label(`${group}.${thing}`)
}

function purpose(metadata: Record<string, unknown>) {
  return text(metadata.purpose)
}

function purchase(metadata: Record<string, unknown>) {
  const name = text(metadata.packageName)
  if (!name) return label('purchase.plain')
  const method = metadata.method === 'paypal' ? 'paypal' : 'card'
  const test = metadata.provider === 'sandbox' ? 'Test' : ''
  return label(`purchase.${method}${test}`, { package: name })
}

function adjustment(amount: number, metadata: Record<string, unknown>) {
  const way = amount > 0 ? 'added' : 'removed'
  const reason = text(metadata.reason)
  return reason ? label(`adjustment.${way}Because`, { reason }) : label(`adjustment.${way}`)
}

function refund(facts: MovementFacts) {
  const given = facts.givenBack
  if (!given) return label('refund.unknown')
  const thing = given.kind === 'hold' ? purpose(given.metadata) : given.kind
  return about('refund', thing, given.metadata)
}

function hold(facts: MovementFacts) {
  const group =
    facts.holdStatus === 'released' ? 'released' : facts.holdStatus === 'held' ? 'held' : 'spent'
  return about(group, purpose(facts.metadata), facts.metadata)
}

function expiry(facts: MovementFacts) {
  const lot = facts.lot
  if (!lot || !LOT_KINDS.has(lot.kind)) return label('expiry.plain')
  return label(`expiry.${lot.kind}`, {}, { date: lot.createdAt })
}

function packageLabel(key: string, facts: MovementFacts) {
  const name = text(facts.metadata.packageName) ?? facts.packageName
  return name ? label(`${key}.package`, { package: name }) : label(`${key}.plain`)
}

export function describeMovement(facts: MovementFacts): MovementLabel {
  switch (facts.kind) {
    case 'welcome_bonus':
      return label('welcomeBonus')
    case 'purchase':
      return purchase(facts.metadata)
    case 'adjustment':
      return adjustment(facts.amount, facts.metadata)
    case 'hold':
      return hold(facts)
    case 'release':
      // Alone (staff audit, data export): the hold it gives back is in givenBack.
      return about('released', purpose(facts.metadata), facts.givenBack?.metadata ?? {})
    case 'refund':
      return refund(facts)
    case 'expiry':
      return expiry(facts)
    case 'reversal':
      return packageLabel('reversal', facts)
    case 'clawback':
      return packageLabel('clawback', facts)
    default:
      return about('spent', facts.kind, facts.metadata)
  }
}

const iso = (value: Date | string) => new Date(value).toISOString()

export function describeEntry(row: LedgerEntryRow): MovementLabel {
  return describeMovement({
    kind: row.kind,
    amount: row.amount,
    metadata: row.metadata ?? {},
    holdStatus: row.hold_status,
    givenBack: row.given_kind ? { kind: row.given_kind, metadata: row.given_metadata ?? {} } : null,
    lot: row.lot_kind ? { kind: row.lot_kind, createdAt: iso(row.lot_created_at!) } : null,
    packageName: row.package_name ?? null,
  })
}
