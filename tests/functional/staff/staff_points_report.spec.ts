import { test } from '@japa/runner'
import { randomUUID } from 'node:crypto'
import testUtils from '@adonisjs/core/services/test_utils'
import { creditPoints } from '#ledger/actions/credit_points'
import { spendPoints } from '#ledger/actions/spend_points'
import { createUser, sessionOf } from '#tests/helpers/users'
import { clock } from '#core/clock'

/*
| The points report on /staff/ledger: the whole ledger
| per month, the last 12 or one month, and its CSV. Staff only. In the
| suite's global transaction, so the figures are read before and after.
*/

const month = () => clock.now().toISOString().slice(0, 7)

test.group('Staff points report', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('staff see the last 12 months and one month on its own; others get 403', async ({
    client,
    assert,
  }) => {
    const staff = await createUser({ role: 'staff' })
    const page = () => client.get('/staff/ledger').withSession(sessionOf(staff)).withInertia()
    const first = await page()
    const before = first.inertiaProps.points

    const customer = await createUser()
    await creditPoints(
      {
        userId: customer.id,
        amount: 600,
        reference: 'purchase:sandbox:r',
        idempotencyKey: randomUUID(),
        metadata: { amountCents: 999 },
      },
      'purchase'
    )
    await spendPoints(
      { userId: customer.id, amount: 60, reference: 'photo:1', idempotencyKey: randomUUID() },
      'photo'
    )
    const response = await page()
    response.assertStatus(200)
    const { points } = response.inertiaProps
    assert.lengthOf(points.months, 12)
    const now = points.months.at(-1)
    const then = before.months.at(-1)
    assert.equal(now.month, month())
    assert.equal(now.bought - then.bought, 600)
    assert.equal(now.boughtCents - then.boughtCents, 999)
    assert.equal(now.spent.photo - then.spent.photo, 60)
    assert.approximately(now.spentCents - then.spentCents, 99.9, 1)
    assert.equal(points.outstanding.points - before.outstanding.points, 540)
    assert.approximately(points.outstanding.valueCents - before.outstanding.valueCents, 899.1, 1)

    const one = await client
      .get('/staff/ledger')
      .qs({ month: '2026-03' })
      .withSession(sessionOf(staff))
      .withInertia()
    assert.deepEqual(
      one.inertiaProps.points.months.map((row: { month: string }) => row.month),
      ['2026-03']
    )
    const bad = await client
      .get('/staff/ledger')
      .qs({ month: '2026-13' })
      .withSession(sessionOf(staff))
      .withInertia()
    bad.assertStatus(200)
    assert.property(bad.inertiaProps.fieldErrors, 'month')
    assert.lengthOf(bad.inertiaProps.points.months, 12)

    const user = await createUser()
    const refused = await client
      .get('/staff/ledger/points.csv')
      .withSession(sessionOf(user))
      .accept('json')
    refused.assertStatus(403)
  })

  test('the CSV: one line per month with the columns of every account', async ({
    client,
    assert,
  }) => {
    const staff = await createUser({ role: 'staff' })
    const response = await client
      .get('/staff/ledger/points.csv')
      .qs({ month: month() })
      .withSession(sessionOf(staff))
    response.assertStatus(200)
    assert.match(String(response.header('content-type')), /^text\/csv/)
    assert.equal(
      response.header('content-disposition'),
      `attachment; filename="points-${month()}-to-${month()}.csv"`
    )
    const lines = response.text().trim().split('\r\n')
    assert.lengthOf(lines, 2)
    assert.equal(
      lines[0],
      'month,bought,bought_eur,granted_welcome_bonus,granted_adjustment,granted_refund,' +
        'spent_chat,spent_photo,spent_video,spent_custom_photo,spent_custom_video,spent_eur,' +
        'expired,expired_eur,refunded,clawed_back,held_end,outstanding_end,outstanding_end_eur'
    )
    assert.match(lines[1], new RegExp(`^${month()},\\d+,\\d+\\.\\d\\d,`))

    const twelve = await client.get('/staff/ledger/points.csv').withSession(sessionOf(staff))
    assert.lengthOf(twelve.text().trim().split('\r\n'), 13)
    const bad = await client
      .get('/staff/ledger/points.csv')
      .qs({ month: 'March' })
      .withSession(sessionOf(staff))
      .accept('json')
    bad.assertStatus(422)
  })
})
