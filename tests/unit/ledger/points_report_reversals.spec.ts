import { test } from '@japa/runner'
import { reversePurchase } from '#payments/actions/reverse_purchase'
import { pointsReport } from '#ledger/queries/points_report'
import type { PointsReport } from '#ledger/types/points_report'
import { createUser } from '#tests/helpers/users'
import { creditedPurchase, spendChat } from '#tests/helpers/reversals'
import { clock } from '#core/clock'

/*
| The staff points report with payment refunds: the
| month shows the points taken back from what users had (refunded) and
| clawed back of what they had spent, and the outstanding value follows a
| debt paid by a later purchase. Read before and after (the report covers
| every test's users).
*/

const month = () => clock.now().toISOString().slice(0, 7)

function previousMonth() {
  const date = new Date(`${month()}-01T00:00:00.000Z`)
  date.setUTCMonth(date.getUTCMonth() - 1)
  return date.toISOString().slice(0, 7)
}

function row(report: PointsReport, which = month()) {
  return report.months.find((each) => each.month === which)!
}

test.group('Points report: refunds and clawbacks', () => {
  test('refunded and clawed back points appear in their month; a paid debt leaves the value', async ({
    assert,
  }) => {
    const range = { from: previousMonth(), to: month() }
    const before = await pointsReport(range)
    const user = await createUser()
    const purchase = await creditedPurchase(user.id, 'plus') // 600 for 9.99
    await spendChat(user.id, 400)
    await reversePurchase({
      purchaseId: purchase.id,
      refundedCents: 999,
      cause: 'refund',
      providerRef: 're_report',
    })
    const refunded = await pointsReport(range)
    assert.equal(row(refunded).refunded - row(before).refunded, 200)
    assert.equal(row(refunded).clawedBack - row(before).clawedBack, 400)
    assert.equal(refunded.outstanding.points - before.outstanding.points, -400)
    // The refunded lot is empty: nothing of this user is worth anything now.
    assert.approximately(refunded.outstanding.valueCents - before.outstanding.valueCents, 0, 1)

    // A purchase pays the 400 debt first: 200 points left, worth 200 × 9.99 / 600.
    await creditedPurchase(user.id, 'plus')
    const paid = await pointsReport(range)
    assert.equal(paid.outstanding.points - before.outstanding.points, 200)
    assert.approximately(paid.outstanding.valueCents - before.outstanding.valueCents, 333, 1)
    // The months' ends are worked back from today through each month's flows: the month
    // before ends as it did, so the flows (the debt's payment too) account for every change.
    const last = previousMonth()
    assert.equal(row(paid, last).outstandingEnd, row(before, last).outstandingEnd)
    assert.approximately(
      row(paid, last).outstandingEndCents,
      row(before, last).outstandingEndCents,
      1
    )
  })
})
