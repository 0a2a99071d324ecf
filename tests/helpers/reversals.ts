import { randomBytes, randomUUID } from 'node:crypto'
import db from '@adonisjs/lucid/services/db'
import Purchase, { type PurchaseMethod, type PurchaseProvider } from '#payments/models/purchase'
import { creditPurchase } from '#payments/actions/credit_purchase'
import { recordPendingPurchase } from '#payments/actions/record_pending_purchase'
import { spendPoints } from '#ledger/actions/spend_points'
import { verifyLedger } from '#ledger/queries/verify_ledger'
import { seededPackage } from '#tests/helpers/payments'

/*
| Payment refunds and disputes: purchases credited
| through the real path (pending row, then creditPurchase), and the
| ledger's checks after each movement.
*/

/** A purchase of package `slug`, recorded and credited as a provider's payment would be. */
export async function creditedPurchase(
  userId: number,
  slug: string,
  options: { provider?: PurchaseProvider; method?: PurchaseMethod; externalId?: string } = {}
) {
  const pkg = await seededPackage(slug)
  const provider = options.provider ?? 'sandbox'
  const method = options.method ?? (provider === 'paypal' ? 'paypal' : 'card')
  const externalId = options.externalId ?? `test_${randomBytes(8).toString('hex')}`
  await recordPendingPurchase(provider, method, externalId, userId, pkg)
  await creditPurchase({
    provider,
    method,
    externalId,
    userId,
    packageId: pkg.id,
    amountCents: pkg.priceCents,
    currency: 'eur',
    captureId: method === 'paypal' ? `CAP${randomBytes(6).toString('hex')}` : null,
  })
  return Purchase.query().where('provider', provider).where('externalId', externalId).firstOrFail()
}

/** Spends `amount` points on chat. */
export function spendChat(userId: number, amount: number) {
  return spendPoints(
    { userId, amount, reference: 'chat:test', idempotencyKey: `chat:${randomUUID()}` },
    'chat'
  )
}

/** The user's entries of a kind: [amount, counter-account]. */
export async function entriesOf(userId: number, kind: string) {
  const rows = await db
    .from('ledger_entries')
    .where('user_id', userId)
    .where('kind', kind)
    .orderBy('id')
    .select('amount', 'counter_account', 'metadata')
  return rows as { amount: number; counter_account: string; metadata: Record<string, any> }[]
}

/** The amounts of the user's entries of a kind, oldest first. */
export async function amountsOf(userId: number, kind: string) {
  const entries = await entriesOf(userId, kind)
  return entries.map((entry) => entry.amount)
}

/** The user's lots, oldest first: [credit kind, amount, remaining]. */
export async function lotsOf(userId: number) {
  const result = await db.rawQuery(
    `SELECT e.kind, l.amount, l.remaining FROM ledger_lots l
     JOIN ledger_entries e ON e.id = l.entry_id WHERE l.user_id = ? ORDER BY l.entry_id`,
    [userId]
  )
  return result.rows.map((row: any) => [row.kind, row.amount, row.remaining])
}

/** The projection row: balance and held. */
export async function projectionOf(userId: number) {
  const row = await db.from('wallet_balances').where('user_id', userId).first()
  return { balance: row?.balance ?? 0, held: row?.held ?? 0 }
}

/** ledger:verify finds nothing: no drift, lots sound, trial balance 0, holds sound. */
export async function assertLedgerSound(assert: any, label = '') {
  const check = await verifyLedger()
  assert.deepEqual(check.drift, [], `drift ${label}`)
  assert.deepEqual(check.lotProblems, [], `lots ${label}`)
  assert.equal(check.trialBalance.total, 0, `trial balance ${label}`)
  assert.deepEqual(check.holds.problems, [], `holds ${label}`)
}
