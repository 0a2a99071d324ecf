import { test } from '@japa/runner'
import { randomUUID } from 'node:crypto'
import db from '@adonisjs/lucid/services/db'
import mail from '@adonisjs/mail/services/main'
import { captureHold } from '#ledger/actions/capture_hold'
import { creditPoints } from '#ledger/actions/credit_points'
import { holdPoints } from '#ledger/actions/hold_points'
import { releaseHold } from '#ledger/actions/release_hold'
import { spendPoints } from '#ledger/actions/spend_points'
import { balanceOf } from '#ledger/queries/balance_of'
import { verifyLedger } from '#ledger/queries/verify_ledger'
import { expireDueLots } from '#ledger/actions/expire_due_lots'
import { expireLot } from '#ledger/actions/expire_lot'
import { sendPointsExpiryNotices } from '#accounts/actions/send_points_expiry_notices'
import { InsufficientBalanceError } from '#ledger/exceptions/ledger_errors'
import { createUser, mailsTo } from '#tests/helpers/users'
import { clock } from '#core/clock'

const DAY = 86_400_000
const key = (label: string) => `${label}:${randomUUID()}`
/** Moves the app clock to `days` after the real now (when the tests' lots were opened). */
const travelDays = (days: number) => {
  clock.reset()
  clock.travel(days * DAY)
}

const credit = (userId: number, amount: number, kind: 'purchase' | 'welcome_bonus') =>
  creditPoints({ userId, amount, reference: 'test', idempotencyKey: key(kind) }, kind)

const spend = (userId: number, amount: number) =>
  spendPoints({ userId, amount, reference: 'chat:1', idempotencyKey: key('chat') }, 'chat')

async function expiriesOf(userId: number) {
  const result = await db.rawQuery(
    `SELECT amount, idempotency_key, metadata FROM ledger_entries
     WHERE user_id = ? AND kind = 'expiry' ORDER BY id`,
    [userId]
  )
  return result.rows as { amount: number; idempotency_key: string; metadata: any }[]
}

/** ledger == projection == lots, for these users (other suites may leave their own drift). */
async function assertSound(assert: any, userIds: number[]) {
  const check = await verifyLedger()
  const mine = new Set(userIds)
  assert.deepEqual(
    check.drift.filter((drift) => mine.has(drift.userId)),
    []
  )
  assert.deepEqual(
    check.lotProblems.filter((problem) => userIds.some((id) => problem.startsWith(`user ${id}:`))),
    []
  )
}

test.group('Points expiry job', (group) => {
  group.each.teardown(() => clock.reset())

  test('with a moved clock, each expired lot leaves with one expiry entry; a rerun writes nothing', async ({
    assert,
  }) => {
    const user = await createUser()
    const bonus = await credit(user.id, 20, 'welcome_bonus')
    await credit(user.id, 100, 'purchase')
    await spend(user.id, 5)

    travelDays(89)
    assert.deepEqual(await expireDueLots(), { entries: 0, points: 0 })
    travelDays(91)
    await expireDueLots()
    let expiries = await expiriesOf(user.id)
    assert.lengthOf(expiries, 1)
    assert.equal(expiries[0].amount, -15)
    assert.equal(expiries[0].idempotency_key, `expiry:lot:${bonus.entryId}`)
    assert.equal(await balanceOf(user.id), 100)

    travelDays(91)
    await expireDueLots()
    assert.isNull(await expireLot(bonus.entryId))
    assert.lengthOf(await expiriesOf(user.id), 1)

    travelDays(370)
    await expireDueLots()
    expiries = await expiriesOf(user.id)
    assert.deepEqual(
      expiries.map((entry) => entry.amount),
      [-15, -100]
    )
    assert.equal(await balanceOf(user.id), 0)
    await assertSound(assert, [user.id])
  })

  test('an open hold is never expired from under a running generation', async ({ assert }) => {
    const user = await createUser()
    const bonus = await credit(user.id, 20, 'welcome_bonus')
    const hold = await holdPoints({
      userId: user.id,
      amount: 15,
      reference: 'video:1',
      idempotencyKey: key('hold'),
      purpose: 'video',
    })
    travelDays(91)
    await expireDueLots()
    const first = await expiriesOf(user.id)
    assert.deepEqual(
      first.map((entry) => entry.amount),
      [-5]
    )
    // The generation succeeds: its points stay charged, nothing more to expire.
    const captured = await captureHold(hold.holdId)
    assert.equal(captured.amount, 15)
    assert.equal(await balanceOf(user.id), 0)

    // Another one fails after expiry: its points go back to their expired lot and leave next run.
    clock.reset()
    await credit(user.id, 10, 'welcome_bonus')
    const second = await holdPoints({
      userId: user.id,
      amount: 10,
      reference: 'video:2',
      idempotencyKey: key('hold'),
      purpose: 'video',
    })
    travelDays(91)
    await expireDueLots()
    await releaseHold(second.holdId)
    // Back in the projection, but in a lot past its date: not spendable.
    assert.equal(await balanceOf(user.id), 0)
    travelDays(91)
    await expireDueLots()
    assert.equal(await balanceOf(user.id), 0)
    const all = await expiriesOf(user.id)
    const keys = all.map((entry) => entry.idempotency_key)
    assert.include(keys, `expiry:lot:${bonus.entryId}`)
    assert.lengthOf(keys, 2)
    await assertSound(assert, [user.id])
  })

  test('two runs at once (or a rerun after a crash) expire each lot once', async ({ assert }) => {
    const users = await Promise.all(Array.from({ length: 5 }, () => createUser()))
    for (const user of users) {
      await credit(user.id, 30, 'welcome_bonus')
      await credit(user.id, 40, 'welcome_bonus')
    }
    travelDays(91)
    await Promise.all([expireDueLots(), expireDueLots(), expireDueLots()])
    for (const user of users) {
      const expiries = await expiriesOf(user.id)
      assert.deepEqual(expiries.map((entry) => entry.amount).sort(), [-30, -40])
      assert.equal(await balanceOf(user.id), 0)
    }
    await assertSound(
      assert,
      users.map((user) => user.id)
    )
  })

  test('spends racing the job: nothing negative, nothing lost, ledger == projection == lots', async ({
    assert,
  }) => {
    const users = await Promise.all(Array.from({ length: 4 }, () => createUser()))
    for (const user of users) {
      await credit(user.id, 50, 'welcome_bonus')
      await credit(user.id, 50, 'purchase')
    }
    let spent = 0
    const spender = async (userId: number) => {
      for (let i = 0; i < 40; i++) {
        try {
          await spend(userId, 3)
          spent += 3
        } catch (error) {
          if (!(error instanceof InsufficientBalanceError)) throw error
        }
      }
    }
    travelDays(91)
    await Promise.all([
      ...users.flatMap((user) => [spender(user.id), spender(user.id)]),
      expireDueLots(),
      expireDueLots(),
    ])
    let expired = 0
    let left = 0
    for (const user of users) {
      const expiries = await expiriesOf(user.id)
      expired -= expiries.reduce((sum, entry) => sum + entry.amount, 0)
      left += await balanceOf(user.id)
    }
    assert.equal(spent + expired + left, users.length * 100)
    const lots = await db.rawQuery(
      `SELECT min(remaining) AS low FROM ledger_lots WHERE user_id = ANY(?::bigint[])`,
      [users.map((user) => user.id)]
    )
    assert.isAtLeast(lots.rows[0].low, 0)
    await assertSound(
      assert,
      users.map((user) => user.id)
    )
  })
})

test.group('Points expiry notices', (group) => {
  group.each.teardown(() => mail.restore())
  group.each.teardown(() => clock.reset())

  test("a mail in the user's language 14 days before, once per lot", async ({ assert }) => {
    const mails = mail.fake()
    const user = await createUser({ locale: 'es' })
    await credit(user.id, 20, 'welcome_bonus')
    await credit(user.id, 100, 'purchase')

    travelDays(70)
    await sendPointsExpiryNotices()
    assert.lengthOf(await mailsTo(mails, user.email), 0)

    travelDays(80)
    await sendPointsExpiryNotices()
    const sent = await mailsTo(mails, user.email)
    assert.lengthOf(sent, 1)
    assert.include(sent[0].subject, '20 de tus puntos de Velvet caducan el')
    assert.include(sent[0].text, '14 días antes')

    travelDays(85)
    await sendPointsExpiryNotices()
    assert.lengthOf(await mailsTo(mails, user.email), 1)

    // The purchase's lot gets its own notice when its turn comes.
    travelDays(360)
    await sendPointsExpiryNotices()
    const later = await mailsTo(mails, user.email)
    assert.lengthOf(later, 2)
    assert.include(later[1].subject, '100 de tus puntos')
  })

  test('nothing to announce when the points were spent', async ({ assert }) => {
    const mails = mail.fake()
    const user = await createUser()
    await credit(user.id, 20, 'welcome_bonus')
    await spend(user.id, 20)
    travelDays(80)
    await sendPointsExpiryNotices()
    assert.lengthOf(await mailsTo(mails, user.email), 0)
  })
})
