import type { InferData } from '@adonisjs/core/types/transformers'
import db from '@adonisjs/lucid/services/db'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import {
  HoldSettlementError,
  InvalidMovementError,
  type CreditKind,
  type HoldInput,
  type HoldRef,
  type HoldResult,
  type HoldSettlement,
  type LedgerEntryResult,
  type MovementInput,
  type MovementOptions,
  type SpendKind,
} from '#wallet/types/ledger'
import {
  appendEntry,
  assertValidMovement,
  inStatement,
  inTransaction,
  lockBalance,
  toResult,
  type LedgerRow,
} from '#wallet/services/ledger_store'
import priceList from '#wallet/services/price_list'
import { lotExpiry, withoutLotKeys } from '#wallet/services/expiry_policy'
import pointsExpiry from '#wallet/services/points_expiry_service'
import pointsConfig from '#config/points'
import type { CostAction, Costs } from '#wallet/types/costs'
import LedgerEntryTransformer, {
  type LedgerEntryRow,
} from '#wallet/transformers/ledger_entry_transformer'
import LedgerHistoryTransformer from '#wallet/transformers/ledger_history_transformer'
import PointsExpiryTransformer from '#wallet/transformers/points_expiry_transformer'

/** When a user's points next expire (the header's shared prop). */
export type PointsExpiry = InferData<PointsExpiryTransformer>

/** One page of a user's points history (the profile's transactions tab). */
export type LedgerHistoryPage = InferData<LedgerHistoryTransformer>

const CREDIT_KINDS: readonly CreditKind[] = ['welcome_bonus', 'purchase', 'refund', 'adjustment']
const SPEND_KINDS: readonly SpendKind[] = [
  'chat',
  'photo',
  'video',
  'custom_photo',
  'custom_video',
  'adjustment',
  'expiry',
]

export const HISTORY_PAGE_SIZE = 20

/**
 * The wallet's public service: every points movement goes through here and
 * becomes one append-only ledger entry, with the balance projection moved in
 * the same transaction. Each movement carries an idempotency key; a replay
 * returns the first result. Pass `{ client: trx }` to join a caller's
 * transaction (a payment row and its credit commit together).
 */
export class WalletService {
  /**
   * Adds points (welcome bonus, purchase, refund, adjustment). The credit
   * opens a lot that expires per the policy (expiry_policy.ts); its date is
   * kept in the entry, so a rebuild finds it again.
   */
  credit(input: MovementInput, kind: CreditKind, options?: MovementOptions) {
    assertValidMovement(input)
    if (!CREDIT_KINDS.includes(kind)) throw new InvalidMovementError(`${kind} is not a credit`)
    if (input.expiresAt !== undefined && input.expiresAt !== null) {
      if (kind !== 'adjustment') throw new InvalidMovementError('only adjustments choose an expiry')
      if (Number.isNaN(input.expiresAt.getTime())) throw new InvalidMovementError('bad expiry date')
    }
    const expiresAt = lotExpiry(kind, new Date(), input.expiresAt)
    const metadata = withoutLotKeys(input.metadata)
    if (expiresAt) metadata.expiresAt = expiresAt.toISOString()
    return inStatement(options, (client) =>
      appendEntry(client, { ...input, metadata }, kind, input.amount)
    )
  }

  /**
   * Gives back (part of) what a debit took, to exactly the lots it took
   * from, with a `refund` entry: no lot gets a new date.
   */
  async refund(input: MovementInput, debitEntryId: number, options?: MovementOptions) {
    assertValidMovement(input)
    if (!Number.isSafeInteger(debitEntryId) || debitEntryId <= 0) {
      throw new InvalidMovementError('debitEntryId must be a positive integer')
    }
    const metadata = { ...withoutLotKeys(input.metadata), givesBackOf: debitEntryId }
    try {
      return await inStatement(options, (client) =>
        appendEntry(client, { ...input, metadata }, 'refund', input.amount)
      )
    } catch (error) {
      if ((error as { code?: string }).code !== '23514') throw error
      throw new InvalidMovementError(`entry ${debitEntryId} has not that much to give back`)
    }
  }

  /** Takes points for an action; throws InsufficientBalanceError when the balance is short. */
  spend(input: MovementInput, kind: SpendKind, options?: MovementOptions) {
    assertValidMovement(input)
    if (!SPEND_KINDS.includes(kind)) throw new InvalidMovementError(`${kind} is not a spend`)
    const metadata = withoutLotKeys(input.metadata)
    return inStatement(options, (client) =>
      appendEntry(client, { ...input, metadata }, kind, -input.amount)
    )
  }

  /**
   * Reserves points for long work (a video): they leave the balance now and
   * are either captured on success or released (given back) on failure.
   */
  async hold(input: HoldInput, options?: MovementOptions): Promise<HoldResult> {
    assertValidMovement(input)
    if (!SPEND_KINDS.includes(input.purpose)) {
      throw new InvalidMovementError(`${input.purpose} is not a spend`)
    }
    const entry = await inStatement(options, (client) =>
      appendEntry(
        client,
        { ...input, metadata: { ...withoutLotKeys(input.metadata), purpose: input.purpose } },
        'hold',
        -input.amount
      )
    )
    return { ...entry, holdId: entry.entryId }
  }

  /** Makes a hold final: the reserved points stay spent. Capturing twice is a replay. */
  capture(hold: HoldRef, options?: MovementOptions): Promise<HoldSettlement> {
    return inTransaction(options, async (trx) => {
      const row = await this.#holdEntry(trx, hold)
      const balance = await lockBalance(trx, Number(row.user_id))
      const settled = await this.#settle(trx, row, 'captured')
      if (settled === 'released') throw new HoldSettlementError(hold, 'already_released')
      return {
        holdId: Number(row.id),
        userId: Number(row.user_id),
        outcome: 'captured' as const,
        amount: -row.amount,
        releaseEntry: null,
        balanceAfter: balance,
        replayed: settled === 'replayed',
      }
    })
  }

  /** Gives a hold's points back (failure, timeout). Releasing twice is a replay. */
  release(hold: HoldRef, options?: MovementOptions): Promise<HoldSettlement> {
    return inTransaction(options, async (trx) => {
      const row = await this.#holdEntry(trx, hold)
      const userId = Number(row.user_id)
      await lockBalance(trx, userId)
      const settled = await this.#settle(trx, row, 'released')
      if (settled === 'captured') throw new HoldSettlementError(hold, 'already_captured')
      const releaseEntry = await appendEntry(
        trx,
        {
          userId,
          amount: -row.amount,
          reference: `hold:${row.id}`,
          idempotencyKey: `release:${row.idempotency_key}`,
          // The hold's points go back to the lots it took them from (ledger_apply_lots).
          metadata: { purpose: row.metadata?.purpose ?? null, givesBackOf: Number(row.id) },
        },
        'release',
        -row.amount
      )
      return {
        holdId: Number(row.id),
        userId,
        outcome: 'released' as const,
        amount: -row.amount,
        releaseEntry,
        balanceAfter: releaseEntry.replayed
          ? await lockBalance(trx, userId)
          : releaseEntry.balanceAfter,
        replayed: settled === 'replayed',
      }
    })
  }

  /** The price list (design.md #5), briefly cached: for display. */
  costs(): Promise<Costs> {
    return priceList.costs()
  }

  /** One action's price read now, in the caller's transaction if given: for a charge. */
  costOf(action: CostAction, options?: MovementOptions): Promise<number> {
    return priceList.costOf(action, options?.client)
  }

  /** Changes a price (the `costs:set` command); throws InvalidCostError on bad input. */
  setCost(action: CostAction, points: number) {
    return priceList.set(action, points)
  }

  async balanceOf(userId: number, options?: MovementOptions): Promise<number> {
    const client: QueryClientContract = options?.client ?? db.connection()
    const result = await client.rawQuery('SELECT balance FROM wallet_balances WHERE user_id = ?', [
      userId,
    ])
    return result.rows[0]?.balance ?? 0
  }

  /**
   * The soonest day some of the user's points expire and how many
   * (header, profile); `soon` when it falls inside the notice window.
   */
  async nextExpiry(userId: number, now: Date = new Date()): Promise<PointsExpiry | null> {
    const next = await pointsExpiry.nextExpiry(userId)
    if (!next) return null
    const noticeMs = pointsConfig.expiryNoticeDays * 86_400_000
    return new PointsExpiryTransformer({ ...next, noticeMs, now }).toObject()
  }

  /** The user's entries, newest first, HISTORY_PAGE_SIZE per page. */
  async history(userId: number, page = 1, perPage = HISTORY_PAGE_SIZE): Promise<LedgerHistoryPage> {
    const current = Math.max(1, Math.floor(page) || 1)
    const counted = await db.rawQuery(
      'SELECT count(*)::int AS total FROM ledger_entries WHERE user_id = ?',
      [userId]
    )
    const total: number = counted.rows[0].total
    const rows = await this.#entries(userId, perPage, (current - 1) * perPage)
    return new LedgerHistoryTransformer({ entries: rows, page: current, perPage, total }).toObject()
  }

  /** Every entry of a user, oldest first (data export). */
  async allEntries(userId: number) {
    const entries = await this.#entries(userId, null, 0)
    return entries.reverse()
  }

  /** Looks an entry up by idempotency key (payments use it to read a credit back). */
  async entryByKey(idempotencyKey: string): Promise<LedgerEntryResult | null> {
    const result = await db.rawQuery('SELECT * FROM ledger_entries WHERE idempotency_key = ?', [
      idempotencyKey,
    ])
    return result.rows[0] ? toResult(result.rows[0], false) : null
  }

  async #entries(userId: number, limit: number | null, offset: number) {
    const result = await db.rawQuery(
      `SELECT e.id, e.amount, e.kind, e.reference, e.balance_after, e.created_at, e.metadata,
              CASE WHEN e.kind <> 'hold' THEN NULL ELSE coalesce(s.outcome, 'held') END AS hold_status,
              lot.kind AS lot_kind, lot.created_at AS lot_created_at
       FROM ledger_entries e
       LEFT JOIN ledger_hold_settlements s ON s.hold_entry_id = e.id
       -- An expiry names the credit whose lot it emptied (shown as its origin).
       LEFT JOIN ledger_entries lot
         ON e.kind = 'expiry' AND lot.id = (e.metadata->>'expiresLot')::bigint
       WHERE e.user_id = ?
       ORDER BY e.id DESC
       ${limit === null ? '' : 'LIMIT ? OFFSET ?'}`,
      limit === null ? [userId] : [userId, limit, offset]
    )
    return result.rows.map((row: LedgerEntryRow) => new LedgerEntryTransformer(row).toObject())
  }

  async #holdEntry(trx: QueryClientContract, hold: HoldRef): Promise<LedgerRow> {
    const byId = typeof hold === 'number'
    const result = await trx.rawQuery(
      `SELECT * FROM ledger_entries WHERE ${byId ? 'id' : 'idempotency_key'} = ? AND kind = 'hold'`,
      [hold]
    )
    if (!result.rows[0]) throw new HoldSettlementError(hold, 'not_found')
    return result.rows[0]
  }

  /**
   * Records how a hold ended; the primary key on hold_entry_id makes the
   * first settlement win. Returns 'new', 'replayed' (same outcome before)
   * or the other outcome that won.
   */
  async #settle(
    trx: QueryClientContract,
    row: LedgerRow,
    outcome: 'captured' | 'released'
  ): Promise<'new' | 'replayed' | 'captured' | 'released'> {
    const inserted = await trx.rawQuery(
      `INSERT INTO ledger_hold_settlements (hold_entry_id, outcome) VALUES (?, ?)
       ON CONFLICT (hold_entry_id) DO NOTHING RETURNING outcome`,
      [row.id, outcome]
    )
    if (inserted.rows.length) return 'new'
    const existing = await trx.rawQuery(
      'SELECT outcome FROM ledger_hold_settlements WHERE hold_entry_id = ?',
      [row.id]
    )
    const previous = existing.rows[0].outcome as 'captured' | 'released'
    return previous === outcome ? 'replayed' : previous
  }
}

const walletService = new WalletService()
export default walletService
