import { test } from '@japa/runner'
import { randomUUID } from 'node:crypto'
import db from '@adonisjs/lucid/services/db'
import type Purchase from '#payments/models/purchase'
import { captureHold } from '#ledger/actions/capture_hold'
import { creditPoints } from '#ledger/actions/credit_points'
import { freezeDisputedPoints } from '#payments/actions/freeze_disputed_points'
import { holdPoints } from '#ledger/actions/hold_points'
import { releaseHold } from '#ledger/actions/release_hold'
import { reversePurchase } from '#payments/actions/reverse_purchase'
import { settleDispute } from '#payments/actions/settle_dispute'
import { spendPoints } from '#ledger/actions/spend_points'
import { pointsReversedFor } from '#payments/rules/reversal_points'
import { HoldSettlementError, InsufficientBalanceError } from '#ledger/exceptions/ledger_errors'
import { assertLedgerSound, creditedPurchase } from '#tests/helpers/reversals'
import { createUser } from '#tests/helpers/users'
import { seededRandom } from '#tests/helpers/seeded_random'

/*
| Refunds, clawbacks and disputes racing the
| movements of the same users on real connections — spends, holds captured
| or released, credits that pay debts, partial refunds sent out of order and
| twice, disputes opened and decided. Whatever wins: the books balance,
| every hold settles once, the projections and lots match the entries, no
| debit ever left a balance below 0 (only clawbacks do), and each purchase
| has reversed exactly the points its highest refunded amount calls for.
| The seed is in every message, so a failing run can be replayed.
*/

const key = (label: string) => `${label}:${randomUUID()}`

/** A refusal the rules allow (not enough points, a hold settled the other way) counts as nothing done. */
async function allowingRefusal(work: () => Promise<unknown>) {
  try {
    await work()
  } catch (error) {
    if (error instanceof InsufficientBalanceError || error instanceof HoldSettlementError) return
    throw error
  }
}

test.group('Payment reversals: random concurrent workloads', () => {
  test('the books balance and each purchase reversed what its refunds call for', async ({
    assert,
  }) => {
    const seed = Date.now() % 1_000_000
    const random = seededRandom(seed)
    const label = `seed ${seed}`
    const pick = <T>(values: readonly T[]) => values[Math.floor(random() * values.length)]

    const users = await Promise.all(Array.from({ length: 5 }, () => createUser()))
    const purchases: Purchase[] = []
    for (const user of users) {
      purchases.push(await creditedPurchase(user.id, 'plus'))
      purchases.push(await creditedPurchase(user.id, 'starter'))
    }
    /** The highest cumulative refunded amount sent per purchase (a lost dispute: all of it). */
    const highest = new Map(purchases.map((purchase) => [purchase.id, 0]))
    const disputed = new Set<number>()

    const operation = async () => {
      const purchase = pick(purchases)
      const userId = purchase.userId
      const roll = random()
      if (roll < 0.3) {
        const amount = 1 + Math.floor(random() * 120)
        await allowingRefusal(() =>
          spendPoints({ userId, amount, reference: 'race', idempotencyKey: key('s') }, 'photo')
        )
      } else if (roll < 0.45) {
        const hold = key('h')
        const amount = 1 + Math.floor(random() * 60)
        await allowingRefusal(async () => {
          await holdPoints({
            userId,
            amount,
            purpose: 'video',
            reference: 'race',
            idempotencyKey: hold,
          })
          // Settled either way, sometimes both at once: one wins.
          const settle = random() < 0.5 ? captureHold : releaseHold
          await Promise.all([
            allowingRefusal(() => settle(hold)),
            allowingRefusal(() => (random() < 0.3 ? releaseHold(hold) : settle(hold))),
          ])
        })
      } else if (roll < 0.75) {
        // A partial or full refund, its cumulative amount anywhere (late events come lower).
        const cents = 1 + Math.floor(random() * purchase.amountCents)
        highest.set(purchase.id, Math.max(highest.get(purchase.id)!, cents))
        const input = {
          purchaseId: purchase.id,
          refundedCents: cents,
          cause: 'refund' as const,
          providerRef: key('re'),
        }
        // Some deliveries arrive twice at once.
        const copies = random() < 0.3 ? 2 : 1
        await Promise.all(Array.from({ length: copies }, () => reversePurchase(input)))
      } else if (roll < 0.88) {
        const amount = 10 + Math.floor(random() * 200)
        await creditPoints(
          { userId, amount, reference: 'race', idempotencyKey: key('c') },
          'adjustment'
        )
      } else if (!disputed.has(purchase.id)) {
        disputed.add(purchase.id)
        const disputeId = key('dp')
        const outcome = random() < 0.5 ? 'won' : 'lost'
        if (outcome === 'lost') highest.set(purchase.id, purchase.amountCents)
        await freezeDisputedPoints({ purchaseId: purchase.id, disputeId })
        await settleDispute({ purchaseId: purchase.id, disputeId, outcome })
      }
    }

    for (let batch = 0; batch < 12; batch++) {
      await Promise.all(Array.from({ length: 12 }, operation))
    }

    await assertLedgerSound(assert, label)
    for (const purchase of purchases) {
      await purchase.refresh()
      const sent = highest.get(purchase.id)!
      assert.equal(purchase.refundedCents, sent, `${label}: purchase ${purchase.id} refunded cents`)
      assert.equal(
        purchase.refundedPoints,
        pointsReversedFor(purchase, sent),
        `${label}: purchase ${purchase.id} reversed points`
      )
      const taken = await db.rawQuery(
        `SELECT coalesce(-sum(amount), 0)::int AS points FROM ledger_entries
         WHERE kind IN ('reversal', 'clawback') AND (metadata->>'purchaseId')::bigint = ?`,
        [purchase.id]
      )
      assert.equal(taken.rows[0].points, purchase.refundedPoints, `${label}: entries`)
    }
    const belowZero = await db.rawQuery(
      `SELECT count(*)::int AS n FROM ledger_entries
       WHERE user_id = ANY(?) AND amount < 0 AND balance_after < 0 AND kind <> 'clawback'`,
      [users.map((user) => user.id)]
    )
    assert.equal(belowZero.rows[0].n, 0, `${label}: a debit left a balance below 0`)
  }).timeout(120_000)
})
