import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import ace from '@adonisjs/core/services/ace'
import LedgerReportCommand from '#commands/ledger_report'
import { creditPoints } from '#ledger/actions/credit_points'
import { spendPoints } from '#ledger/actions/spend_points'
import { ledgerReportCsv } from '#ledger/queries/ledger_report'
import { createUser, sessionOf } from '#tests/helpers/users'

async function history() {
  const customer = await createUser({ username: `ana_${Date.now()}` })
  const key = `${customer.id}-${Date.now()}`
  await creditPoints(
    { userId: customer.id, amount: 20, reference: 'welcome', idempotencyKey: `w-${key}` },
    'welcome_bonus'
  )
  await creditPoints(
    {
      userId: customer.id,
      amount: 600,
      reference: 'purchase:sandbox:x',
      idempotencyKey: `p-${key}`,
      metadata: { packageName: 'Plus' },
    },
    'purchase'
  )
  await spendPoints(
    { userId: customer.id, amount: 10, reference: 'photo_request:1', idempotencyKey: `s-${key}` },
    'photo'
  )
  return customer
}

test.group('Staff ledger reports', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('visitors are sent to log in; signed-in users who are not staff get 403', async ({
    client,
    assert,
  }) => {
    const visitor = await client.get('/staff/ledger').redirects(0)
    visitor.assertStatus(302)
    assert.equal(visitor.header('location'), '/login')

    const user = await createUser()
    const page = await client
      .get('/staff/ledger')
      .withSession(sessionOf(user))
      .withRawCookie('lang', 'es')
    page.assertStatus(403)
    assert.include(page.text(), 'No tienes acceso a esta página')
    const json = await client
      .get('/staff/ledger/export.csv?user=x')
      .withSession(sessionOf(user))
      .accept('json')
    json.assertStatus(403)
  })

  test('staff find a user by email or username and see the full ledger with totals', async ({
    client,
    assert,
  }) => {
    const staff = await createUser({ role: 'staff' })
    const customer = await history()
    for (const needle of [customer.email.toUpperCase(), customer.username]) {
      const response = await client
        .get('/staff/ledger')
        .qs({ user: needle })
        .withSession(sessionOf(staff))
        .withInertia()
      response.assertStatus(200)
      const { subject: user, report } = response.inertiaProps
      assert.equal(user.id, customer.id)
      assert.deepEqual(
        report.rows.map((row: any) => [row.kind, row.amount, row.balanceAfter]),
        [
          ['welcome_bonus', 20, 20],
          ['purchase', 600, 620],
          ['photo', -10, 610],
        ]
      )
      assert.containsSubset(report.totals, { count: 3, credits: 620, debits: -10, net: 610 })
      assert.equal(report.balance, 610)
    }
  })

  test('filters by kind and dates; bad filters give field errors, not a 500', async ({
    client,
    assert,
  }) => {
    const staff = await createUser({ role: 'staff' })
    const customer = await history()
    const purchases = await client
      .get('/staff/ledger')
      .qs({ user: customer.email, kind: 'purchase' })
      .withSession(sessionOf(staff))
      .withInertia()
    assert.lengthOf(purchases.inertiaProps.report.rows, 1)

    const future = await client
      .get('/staff/ledger')
      .qs({ user: customer.email, from: '2999-01-01' })
      .withSession(sessionOf(staff))
      .withInertia()
    assert.lengthOf(future.inertiaProps.report.rows, 0)

    const bad = await client
      .get('/staff/ledger')
      .qs({ user: customer.email, kind: 'free_money', from: 'yesterday' })
      .withSession(sessionOf(staff))
      .withInertia()
    bad.assertStatus(200)
    assert.properties(bad.inertiaProps.fieldErrors, ['kind', 'from'])
    assert.isNull(bad.inertiaProps.report)
  })

  test('an unknown user is reported as not found', async ({ client, assert }) => {
    const staff = await createUser({ role: 'staff' })
    const response = await client
      .get('/staff/ledger')
      .qs({ user: 'nobody@example.com' })
      .withSession(sessionOf(staff))
      .withInertia()
    assert.isTrue(response.inertiaProps.searched)
    assert.isNull(response.inertiaProps.subject)
  })

  test('CSV export of the selection', async ({ client, assert }) => {
    const staff = await createUser({ role: 'staff' })
    const customer = await history()
    const response = await client
      .get('/staff/ledger/export.csv')
      .qs({ user: customer.username })
      .withSession(sessionOf(staff))
    response.assertStatus(200)
    assert.match(String(response.header('content-type')), /^text\/csv/)
    assert.match(
      String(response.header('content-disposition')),
      /attachment; filename="ledger-user-\d+-\d{8}-\d{4}\.csv"/
    )
    const lines = response.text().trim().split('\r\n')
    assert.equal(
      lines[0],
      'entry_id,created_at,kind,description,amount,balance_after,reference,details'
    )
    assert.lengthOf(lines, 4)
    // A purchase's details carry the date its points expire (the lot's, see config/points.ts).
    assert.match(
      lines[2],
      /,purchase,Purchase: Plus \(card\),600,620,purchase:sandbox:x,"{""expiresAt"":""\d{4}-\d\d-\d\dT[\d:.]+Z"",""packageName"":""Plus""}"$/
    )
    assert.match(lines[3], /,photo,Photo,-10,610,photo_request:1,/)
  })
})

test.group('Ledger report (CSV and command)', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('cells that spreadsheets would run as formulas are neutralised', ({ assert }) => {
    const csv = ledgerReportCsv({
      userId: 1,
      balance: 0,
      totals: { count: 1, credits: 0, debits: -5, net: -5, byKind: [] },
      rows: [
        {
          id: 1,
          createdAt: '2026-01-01T00:00:00.000Z',
          kind: 'adjustment',
          amount: -5,
          balanceAfter: 0,
          reference: '=HYPERLINK("x")',
          metadata: {},
          description: { key: 'wallet.movements.adjustment.removed', params: {}, dates: {} },
        },
      ],
    })
    assert.include(csv, `,Points removed by support,-5,0,"'=HYPERLINK(""x"")",`)
  })

  test('ledger:report prints CSV or JSON for a user and refuses bad input', async ({ assert }) => {
    const customer = await history()
    const output: string[] = []
    const write = process.stdout.write.bind(process.stdout)
    process.stdout.write = ((chunk: string) => {
      output.push(String(chunk))
      return true
    }) as typeof process.stdout.write
    try {
      const csv = await ace.create(LedgerReportCommand, [`--user=${customer.email}`])
      await csv.exec()
      csv.assertSucceeded()
      const json = await ace.create(LedgerReportCommand, [
        `--user=${customer.username}`,
        '--format=json',
        '--from=2000-01-01',
      ])
      await json.exec()
      json.assertSucceeded()
    } finally {
      process.stdout.write = write
    }
    assert.match(output[0], /^entry_id,created_at,kind/)
    assert.equal(JSON.parse(output[1]).totals.net, 610)

    for (const args of [
      ['--user=nobody@x.io'],
      [`--user=${customer.email}`, '--format=xml'],
      [`--user=${customer.email}`, '--to=31/01/2026'],
    ]) {
      const command = await ace.create(LedgerReportCommand, args)
      await command.exec()
      command.assertFailed()
    }
  })
})
