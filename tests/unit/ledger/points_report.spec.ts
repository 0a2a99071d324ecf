import { test } from '@japa/runner'
import { randomUUID } from 'node:crypto'
import ace from '@adonisjs/core/services/ace'
import LedgerReportCommand from '#commands/ledger_report'
import { captureHold } from '#ledger/actions/capture_hold'
import { creditPoints } from '#ledger/actions/credit_points'
import { expireLot } from '#ledger/actions/expire_lot'
import { holdPoints } from '#ledger/actions/hold_points'
import { releaseHold } from '#ledger/actions/release_hold'
import { spendPoints } from '#ledger/actions/spend_points'
import { pointsReport } from '#ledger/queries/points_report'
import { pointsReportCsv } from '#ledger/queries/points_report_csv'
import { trialBalance } from '#ledger/queries/trial_balance'
import type { PointsReport, PointsReportMonth } from '#ledger/types/points_report'
import { InsufficientBalanceError } from '#ledger/exceptions/ledger_errors'
import { createUser } from '#tests/helpers/users'
import { clock } from '#core/clock'

/*
| The staff points report on a small known dataset. The report covers the
| whole ledger (real commits, other tests' users too), so the test reads it
| before and after its own movements and checks the difference; values in
| cents may differ by one from rounding the two reports apart.
*/

const DAY = 86_400_000
const key = (label: string) => `${label}:${randomUUID()}`
const monthOf = (date: Date) => date.toISOString().slice(0, 7)

function delta(before: PointsReport, after: PointsReport, month: string) {
  const a = after.months.find((row) => row.month === month)!
  const b = before.months.find((row) => row.month === month)!
  const flat = (row: PointsReportMonth) => {
    const { granted, spent, ...rest } = row
    const numbers = Object.entries(rest).filter(([name]) => name !== 'month')
    return { ...Object.fromEntries(numbers), ...granted, ...spent }
  }
  const fa = flat(a) as Record<string, number>
  const fb = flat(b) as Record<string, number>
  return Object.fromEntries(Object.keys(fa).map((k) => [k, fa[k] - (fb[k] ?? 0)]))
}

test.group('Points report', (group) => {
  group.each.teardown(() => clock.reset())

  test('a month of purchases, grants, spends, holds and expiries, valued at the price bought', async ({
    assert,
  }) => {
    const start = clock.now()
    const [m0, m3, m12] = [0, 91, 367].map((days) =>
      monthOf(new Date(start.getTime() + days * DAY))
    )
    const range = { from: m0, to: m12 }
    const before = await pointsReport(range)

    const [u1, u2, u3] = [await createUser(), await createUser(), await createUser()]
    const move = (userId: number, amount: number, metadata?: Record<string, unknown>) => ({
      userId,
      amount,
      reference: 'report',
      idempotencyKey: key('r'),
      metadata,
    })
    const p1 = await creditPoints(move(u1.id, 600, { amountCents: 999 }), 'purchase')
    await creditPoints(move(u1.id, 20), 'welcome_bonus')
    await spendPoints(move(u1.id, 10), 'chat') // the bonus: worth 0
    await spendPoints(move(u1.id, 30), 'photo') // 10 of the bonus, 20 bought at 999/600
    await creditPoints(move(u1.id, 5), 'adjustment')
    await spendPoints(move(u1.id, 3), 'adjustment') // from the purchase (it expires first)
    const p2 = await creditPoints(move(u2.id, 100, { amountCents: 500 }), 'purchase')
    const video = await holdPoints({ ...move(u2.id, 50), purpose: 'video' })
    await captureHold(video.holdId)
    const failed = await holdPoints({ ...move(u2.id, 20), purpose: 'custom_photo' })
    await releaseHold(failed.holdId)
    const open = await holdPoints({ ...move(u2.id, 10), purpose: 'chat' })
    await creditPoints(move(u3.id, 20), 'welcome_bonus')

    // Three months on, u3's bonus has expired: the spend finds it first (and is refused).
    clock.travel(91 * DAY)
    await assert.rejects(() => spendPoints(move(u3.id, 1), 'chat'), InsufficientBalanceError)
    // A year on, what is left of both purchases expires.
    clock.reset()
    clock.travel(367 * DAY)
    assert.equal((await expireLot(p1.entryId))!.amount, -577)
    assert.equal((await expireLot(p2.entryId))!.amount, -40)

    const after = await pointsReport(range)
    const close = (actual: number, expected: number, label: string) =>
      assert.approximately(actual, expected, 1, label)

    const first = delta(before, after, m0)
    close(first.spentCents, 283.3, 'spent value')
    close(first.outstandingEndCents, 1210.705, 'outstanding value at the end of the month')
    assert.deepEqual(
      { ...first, spentCents: 0, outstandingEndCents: 0 },
      {
        bought: 700,
        boughtCents: 1499,
        welcomeBonus: 40,
        adjustment: 2,
        refund: 0,
        chat: 10,
        photo: 30,
        video: 50,
        custom_photo: 0,
        custom_video: 0,
        spentCents: 0,
        expired: 0,
        expiredCents: 0,
        refunded: 0,
        clawedBack: 0,
        heldEnd: 10,
        outstandingEnd: 652,
        outstandingEndCents: 0,
      }
    )
    const third = delta(before, after, m3)
    assert.containsSubset(third, { expired: 20, expiredCents: 0, heldEnd: 10, outstandingEnd: 632 })
    const last = delta(before, after, m12)
    close(last.expiredCents, 1160.705, 'expired value')
    assert.containsSubset(last, { expired: 617, heldEnd: 10, outstandingEnd: 15, bought: 0 })
    close(last.outstandingEndCents, 50, 'what the open hold took is still owed')
    for (const row of after.months.filter((month) => month.month > m0 && month.month < m3)) {
      assert.equal(delta(before, after, row.month).outstandingEnd, 652, row.month)
    }
    assert.equal(after.outstanding.points - before.outstanding.points, 15)
    assert.equal(after.outstanding.held - before.outstanding.held, 10)
    close(after.outstanding.valueCents - before.outstanding.valueCents, 50, 'value now')
    assert.equal(after.currency, 'EUR')

    await releaseHold(open.holdId)
    const books = await trialBalance()
    assert.equal(books.total, 0)
  })

  test('one month only, and the CSV: a line per month, numbers left as numbers', async ({
    assert,
  }) => {
    const month = monthOf(clock.now())
    const report = await pointsReport({ from: month, to: month })
    assert.deepEqual(
      report.months.map((row) => row.month),
      [month]
    )
    const csv = pointsReportCsv({
      currency: 'EUR',
      outstanding: { available: 0, held: 0, points: 0, valueCents: 0 },
      months: [
        {
          month: '2026-03',
          bought: 600,
          boughtCents: 999,
          granted: { welcomeBonus: 20, adjustment: -3, refund: 0 },
          spent: { chat: 10, photo: 30, video: 0, custom_photo: 0, custom_video: 0 },
          spentCents: -150,
          expired: 0,
          expiredCents: 0,
          refunded: 0,
          clawedBack: 0,
          heldEnd: 4,
          outstandingEnd: 577,
          outstandingEndCents: 96071,
        },
      ],
    })
    assert.equal(
      csv,
      'month,bought,bought_eur,granted_welcome_bonus,granted_adjustment,granted_refund,' +
        'spent_chat,spent_photo,spent_video,spent_custom_photo,spent_custom_video,spent_eur,' +
        'expired,expired_eur,refunded,clawed_back,held_end,outstanding_end,outstanding_end_eur\r\n' +
        '2026-03,600,9.99,20,-3,0,10,30,0,0,0,-1.50,0,0.00,0,0,4,577,960.71\r\n'
    )
  })

  test('ledger:report prints the month as a table, CSV or JSON; a bad month fails', async ({
    assert,
  }) => {
    ace.ui.switchMode('raw')
    const month = monthOf(clock.now())
    const output: string[] = []
    const write = process.stdout.write
    process.stdout.write = ((chunk: string) => output.push(String(chunk))) as any
    try {
      const csv = await ace.create(LedgerReportCommand, [`--month=${month}`, '--csv'])
      await csv.exec()
      csv.assertSucceeded()
      const json = await ace.create(LedgerReportCommand, [`--month=${month}`, '--format=json'])
      await json.exec()
      json.assertSucceeded()
      const table = await ace.create(LedgerReportCommand, [`--month=${month}`])
      await table.exec()
      table.assertSucceeded()
      assert.match(table.logger.getLogs()[0].message, /outstanding now: \d+ points/)
      for (const args of [['--month=2026-13'], ['--month=March'], ['--format=xml']]) {
        const bad = await ace.create(LedgerReportCommand, args)
        await bad.exec()
        bad.assertFailed()
      }
    } finally {
      process.stdout.write = write
      ace.ui.switchMode('normal')
    }
    const lines = output[0].trim().split('\r\n')
    assert.match(lines[0], /^month,bought,bought_eur,/)
    assert.lengthOf(lines, 2)
    assert.match(lines[1], new RegExp(`^${month},`))
    assert.equal(JSON.parse(output[1]).months[0].month, month)
  })
})
