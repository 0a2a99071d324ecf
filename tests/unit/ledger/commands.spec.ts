import { test } from '@japa/runner'
import { randomUUID } from 'node:crypto'
import ace from '@adonisjs/core/services/ace'
import db from '@adonisjs/lucid/services/db'
import LedgerVerify from '#commands/ledger_verify'
import LedgerRebuild from '#commands/ledger_rebuild'
import PointsAdjust from '#commands/points_adjust'
import UsersRole from '#commands/users_role'
import User from '#accounts/models/user'
import { creditPoints } from '#ledger/actions/credit_points'
import { holdPoints } from '#ledger/actions/hold_points'
import { releaseHold } from '#ledger/actions/release_hold'
import { balanceOf } from '#ledger/queries/balance_of'
import { ledgerHistory } from '#ledger/queries/ledger_history'
import { rebuildLedger } from '#ledger/actions/rebuild_ledger'
import { verifyLedger } from '#ledger/queries/verify_ledger'
import { verifyLedgerJob } from '#ledger/jobs/verify_ledger_job'
import { createUser } from '#tests/helpers/users'

/*
| Real commits: the commands see the whole ledger, as operators do. Drift is
| made by writing the projection behind the service's back, and repaired
| before each test ends so other tests see a consistent ledger.
*/

async function run(command: any, argv: string[]) {
  const instance = await ace.create(command, argv)
  await instance.exec()
  return instance
}

async function succeeds(command: any, argv: string[]) {
  const instance = await run(command, argv)
  instance.assertSucceeded()
}

async function fails(command: any, argv: string[]) {
  const instance = await run(command, argv)
  instance.assertFailed()
}

async function roleOf(id: number) {
  const user = await User.findOrFail(id)
  return user.role
}

test.group('Ace: ledger:verify and ledger:rebuild', (group) => {
  group.each.setup(() => {
    ace.ui.switchMode('raw')
    return async () => {
      ace.ui.switchMode('normal')
      await rebuildLedger()
    }
  })

  test('a consistent ledger verifies and exits 0', async ({ assert }) => {
    const user = await createUser()
    await creditPoints(
      { userId: user.id, amount: 20, reference: 'r', idempotencyKey: randomUUID() },
      'welcome_bonus'
    )
    const command = await run(LedgerVerify, [])
    command.assertSucceeded()
    assert.match(command.logger.getLogs().at(-1)!.message, /ledger ok: \d+ accounts, \d+ entries/)
  })

  test('drift is listed, exits 1, and the daily job logs it; rebuild repairs it', async ({
    assert,
  }) => {
    const user = await createUser()
    await creditPoints(
      { userId: user.id, amount: 20, reference: 'r', idempotencyKey: randomUUID() },
      'welcome_bonus'
    )
    await db.from('wallet_balances').where('user_id', user.id).update({ balance: 999 })

    const check = await verifyLedger()
    assert.deepInclude(check.drift, {
      userId: user.id,
      ledgerBalance: 20,
      projectedBalance: 999,
      brokenChainEntries: 0,
    })
    const command = await run(LedgerVerify, [])
    command.assertFailed()
    assert.equal(command.exitCode, 1)
    assert.match(command.logger.getLogs().at(-1)!.message, /ledger drift: \d+ of \d+ accounts/)

    // The scheduled job runs the same check (its handler only logs).
    await verifyLedgerJob.handle({})
    assert.equal(verifyLedgerJob.cron, '30 3 * * *')

    const rebuild = await run(LedgerRebuild, [])
    rebuild.assertSucceeded()
    assert.match(rebuild.logger.getLogs().at(-1)!.message, new RegExp(`users .*${user.id}`))
    assert.equal(await balanceOf(user.id), 20)
    const after = await verifyLedger()
    assert.notInclude(
      after.drift.map((d) => d.userId),
      user.id
    )
  })

  test('the trial balance and the open holds are printed; a held projection off exits 1', async ({
    assert,
  }) => {
    const user = await createUser()
    await creditPoints(
      { userId: user.id, amount: 20, reference: 'r', idempotencyKey: randomUUID() },
      'purchase'
    )
    const hold = await holdPoints({
      userId: user.id,
      amount: 5,
      reference: 'video:1',
      idempotencyKey: randomUUID(),
      purpose: 'video',
    })
    const ok = await run(LedgerVerify, [])
    ok.assertSucceeded()
    const said: string[] = ok.logger.getLogs().map((log: { message: string }) => log.message)
    assert.isTrue(said.some((line) => /open holds: \d+ \(\d+ points\)/.test(line)))
    assert.match(said.at(-1)!, /trial balance 0, every hold settled at most once/)

    await db.from('wallet_balances').where('user_id', user.id).update({ held: 0 })
    const off = await run(LedgerVerify, [])
    off.assertFailed()
    const errors: string[] = off.logger.getLogs().map((log: { message: string }) => log.message)
    assert.isTrue(
      errors.some((line) => line.includes(`holds: user ${user.id}: held 0, open holds 5`))
    )
    assert.isTrue(errors.some((line) => /trial balance: the accounts sum to -5, not 0/.test(line)))
    await rebuildLedger()
    await releaseHold(hold.holdId)
  })
})

test.group('Ace: points:adjust', (group) => {
  group.each.setup(() => {
    ace.ui.switchMode('raw')
    return () => ace.ui.switchMode('normal')
  })

  test('adds and takes points with adjustment entries that keep the reason', async ({ assert }) => {
    const user = await createUser()
    const add = await run(PointsAdjust, [user.email, '50', '--reason', 'Support ticket 42'])
    add.assertSucceeded()
    const take = await run(PointsAdjust, [user.email, '-20', '--reason', 'Refunded twice'])
    take.assertSucceeded()
    assert.equal(await balanceOf(user.id), 30)

    const history = await ledgerHistory(user.id)
    assert.deepEqual(
      history.entries.map((entry) => [entry.kind, entry.amount, entry.metadata.reason]),
      [
        ['adjustment', -20, 'Refunded twice'],
        ['adjustment', 50, 'Support ticket 42'],
      ]
    )
  })

  test('the same --key twice adjusts once', async ({ assert }) => {
    const user = await createUser()
    const key = `ticket-${randomUUID()}`
    await run(PointsAdjust, [user.email, '10', '--reason', 'r', '--key', key])
    const again = await run(PointsAdjust, [user.email, '10', '--reason', 'r', '--key', key])
    again.assertSucceeded()
    assert.match(again.logger.getLogs().at(-1)!.message, /already done/)
    assert.equal(await balanceOf(user.id), 10)
  })

  test('--expires sets when the added points expire; the default is never', async ({ assert }) => {
    const user = await createUser()
    const year = new Date().getUTCFullYear() + 1
    await run(PointsAdjust, [user.email, '10', '--reason', 'r', '--expires', `${year}-03-01`])
    await run(PointsAdjust, [user.email, '5', '--reason', 'r'])
    const lots = await db.rawQuery(
      'SELECT amount, expires_at FROM ledger_lots WHERE user_id = ? ORDER BY entry_id',
      [user.id]
    )
    assert.deepEqual(
      lots.rows.map((row: any) => [row.amount, row.expires_at?.toISOString() ?? null]),
      [
        [10, `${year}-03-01T00:00:00.000Z`],
        [5, null],
      ]
    )
    await fails(PointsAdjust, [user.email, '5', '--reason', 'r', '--expires', '2020-01-01'])
    await fails(PointsAdjust, [user.email, '5', '--reason', 'r', '--expires', `${year}-02-30`])
    await fails(PointsAdjust, [user.email, '-5', '--reason', 'r', '--expires', `${year}-03-01`])
    assert.equal(await balanceOf(user.id), 15)
  })

  test('refuses a missing reason, an unknown account, a bad amount and an overdraft', async ({
    assert,
  }) => {
    const user = await createUser()
    await assert.rejects(
      () => run(PointsAdjust, [user.email, '10']),
      /Missing required option "reason"/
    )
    await fails(PointsAdjust, [user.email, '10', '--reason', ' '])
    await fails(PointsAdjust, ['nobody@example.com', '10', '--reason', 'r'])
    await fails(PointsAdjust, [user.email, '1.5', '--reason', 'r'])
    const overdraft = await run(PointsAdjust, [user.email, '-5', '--reason', 'r'])
    overdraft.assertFailed()
    assert.match(overdraft.logger.getLogs().at(-1)!.message, /insufficient balance/)
    assert.equal(await balanceOf(user.id), 0)
  })
})

test.group('Ace: users:role', (group) => {
  group.each.setup(() => {
    ace.ui.switchMode('raw')
    return () => ace.ui.switchMode('normal')
  })

  test('makes an account staff and back', async ({ assert }) => {
    const user = await createUser()
    await succeeds(UsersRole, [user.email.toUpperCase(), 'staff'])
    assert.equal(await roleOf(user.id), 'staff')
    await succeeds(UsersRole, [user.email, 'user'])
    assert.equal(await roleOf(user.id), 'user')
  })

  test('refuses an unknown role or account', async () => {
    const user = await createUser()
    await fails(UsersRole, [user.email, 'admin'])
    await fails(UsersRole, ['nobody@example.com', 'staff'])
  })
})
