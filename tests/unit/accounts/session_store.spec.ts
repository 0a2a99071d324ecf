import { test } from '@japa/runner'
import { randomUUID } from 'node:crypto'
import db from '@adonisjs/lucid/services/db'
import testUtils from '@adonisjs/core/services/test_utils'
import { DatabaseSessionStore } from '#accounts/services/session_store'
import { endSessionsOf } from '#accounts/actions/end_sessions'
import { purgeExpiredSessions } from '#accounts/actions/purge_expired_sessions'
import { purgeSessionsJob } from '#accounts/jobs/purge_sessions_job'
import { createUser } from '#tests/helpers/users'
import { captureLogs } from '#tests/helpers/logs'
import { metricValue } from '#tests/helpers/metrics'
import { SessionNotStoredError } from '#accounts/exceptions/session_not_stored_error'
import { clock } from '#core/clock'

const TWO_HOURS = 2 * 60 * 60 * 1000
/** One store per request, as the session middleware makes them. */
const request = () => new DatabaseSessionStore(db.connection(), TWO_HOURS, 'auth_web')
const DROPPED = 'velvet_session_writes_dropped_total'
const DROP_WARNING = 'session write dropped: the session ended under this request'

test.group('Session store (PostgreSQL)', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.teardown(() => clock.reset())

  test('a session is tied to its user from the data it holds', async ({ assert }) => {
    const user = await createUser()
    const id = randomUUID()
    await request().write(id, { auth_web: user.id, lang: 'es' })
    assert.deepEqual(await request().read(id), { auth_web: user.id, lang: 'es' })
    const row = await db.from('sessions').where('id', id).firstOrFail()
    assert.equal(Number(row.user_id), user.id)
  })

  test('a request that read a session before it was ended cannot write it back', async ({
    assert,
  }) => {
    const user = await createUser()
    const id = randomUUID()
    await request().write(id, { auth_web: user.id })

    const inFlight = request()
    await inFlight.read(id)
    assert.equal(await endSessionsOf(user.id), 1)
    await inFlight.write(id, { auth_web: user.id, flashed: true })
    await inFlight.touch(id)

    assert.isNull(await request().read(id))
  })

  test('...nor over a signed-out session that took its id meanwhile', async ({ assert }) => {
    const user = await createUser()
    const id = randomUUID()
    await request().write(id, { auth_web: user.id })
    const inFlight = request()
    await inFlight.read(id)
    await endSessionsOf(user.id)
    await request().write(id, { 'csrf-secret': 'x' })

    await inFlight.write(id, { auth_web: user.id })
    assert.deepEqual(await request().read(id), { 'csrf-secret': 'x' })
  })

  test('an expired row is neither read nor kept from a fresh start', async ({ assert }) => {
    const id = randomUUID()
    await request().write(id, { 'csrf-secret': 'old' })
    clock.travel(TWO_HOURS + 1000)
    const next = request()
    assert.isNull(await next.read(id))
    await next.write(id, { 'csrf-secret': 'new' })
    assert.deepEqual(await request().read(id), { 'csrf-secret': 'new' })
  })

  test("ending the other sessions keeps the one named and other users' sessions", async ({
    assert,
  }) => {
    const [user, other] = [await createUser(), await createUser()]
    const [here, phone, theirs] = [randomUUID(), randomUUID(), randomUUID()]
    await request().write(here, { auth_web: user.id })
    await request().write(phone, { auth_web: user.id })
    await request().write(theirs, { auth_web: other.id })
    assert.equal(await endSessionsOf(user.id, { except: here }), 1)
    assert.isNotNull(await request().read(here))
    assert.isNull(await request().read(phone))
    assert.isNotNull(await request().read(theirs))
  })

  test('the hourly purge deletes expired rows only', async ({ assert }) => {
    const [live, expired] = [randomUUID(), randomUUID()]
    await request().write(expired, { lang: 'en' })
    clock.travel(TWO_HOURS / 2)
    await request().write(live, { lang: 'en' })
    clock.travel(TWO_HOURS / 2 + 1000)
    assert.equal(await purgeExpiredSessions(), 1)
    assert.isNotNull(await request().read(live))
    assert.lengthOf(await db.from('sessions').where('id', expired), 0)
    assert.isString(purgeSessionsJob.cron)
  })

  test('a write dropped because the session ended is warned and counted, not thrown', async ({
    assert,
  }) => {
    const user = await createUser()
    const [signedOut, expiring, replaced] = [randomUUID(), randomUUID(), randomUUID()]
    for (const id of [signedOut, expiring, replaced])
      await request().write(id, { auth_web: user.id })
    const [a, b, c] = [request(), request(), request()]
    await a.read(signedOut)
    await b.read(expiring)
    await c.read(replaced)
    const before = {
      ended: await metricValue(DROPPED, { reason: 'ended' }),
      replaced: await metricValue(DROPPED, { reason: 'replaced' }),
    }
    const logs = captureLogs('warn')
    try {
      // Signed out (its row deleted), expired, and a new session begun under the id since.
      await db.from('sessions').where('id', signedOut).delete()
      await db.from('sessions').where('id', replaced).delete()
      await request().write(replaced, { 'csrf-secret': 'new' })
      clock.travel(TWO_HOURS / 2)
      await db.from('sessions').where('id', expiring).update({ expires_at: clock.now() })
      await a.write(signedOut, { auth_web: user.id, flashed: 1 })
      await b.write(expiring, { auth_web: user.id, flashed: 1 })
      await c.write(replaced, { auth_web: user.id, flashed: 1 })
    } finally {
      logs.restore()
    }
    assert.lengthOf(await db.from('sessions').where('id', signedOut), 0)
    assert.isNull(await request().read(expiring))
    assert.deepEqual(await request().read(replaced), { 'csrf-secret': 'new' })
    assert.equal(await metricValue(DROPPED, { reason: 'ended' }), before.ended + 2)
    assert.equal(await metricValue(DROPPED, { reason: 'replaced' }), before.replaced + 1)
    const warnings = logs.lines().filter((line) => line.msg === DROP_WARNING)
    assert.deepEqual(
      warnings.map((line) => [line.level, line.reason]),
      [
        [40, 'ended'],
        [40, 'ended'],
        [40, 'replaced'],
      ]
    )
  })

  test('a write that stores nothing for any other reason throws', async ({ assert }) => {
    // A live row under the id whose data does not verify under it (a row copied from another id).
    const [original, copy] = [randomUUID(), randomUUID()]
    await request().write(original, { lang: 'en' })
    const row = await db.from('sessions').where('id', original).firstOrFail()
    await db.table('sessions').insert({ ...row, id: copy, generation: randomUUID() })

    const next = request()
    assert.isNull(await next.read(copy))
    await assert.rejects(() => next.write(copy, { lang: 'es' }), SessionNotStoredError)
    const stored = await db.from('sessions').where('id', copy).firstOrFail()
    assert.equal(stored.data, row.data)
  })

  test('two requests of one live session both store their write; the later one wins', async ({
    assert,
  }) => {
    const id = randomUUID()
    await request().write(id, { 'csrf-secret': 's' })
    const [first, second] = [request(), request()]
    await first.read(id)
    await second.read(id)
    const before = await metricValue(DROPPED)
    await first.write(id, { 'csrf-secret': 's', 'catalog.visited': [1] })
    await second.write(id, { 'csrf-secret': 's', 'catalog.visited': [2] })
    assert.deepEqual(await request().read(id), { 'csrf-secret': 's', 'catalog.visited': [2] })
    assert.equal(await metricValue(DROPPED), before)
  })

  test('the hourly job purges expired sessions and rate-limit counters, nothing live', async ({
    assert,
  }) => {
    // Counters as services/rate_limits.ts writes them: `expire` in ms on the app clock.
    // (Written here in the test's transaction: the limiter's own pool would outlive it.)
    const counter = (key: string, windowMs: number) =>
      db.table('rate_limits').insert({ key, points: 1, expire: clock.nowMs() + windowMs })
    const [old, recent] = [randomUUID(), randomUUID()]
    await counter('resend:purge-test-hourly', 60 * 60_000) // over at 60 min
    await request().write(old, { lang: 'en' }) // over at 120 min
    clock.travel(110 * 60_000)
    await counter('codeGuess:purge-test-quarterly', 15 * 60_000) // over at 125 min
    await request().write(recent, { lang: 'en' })
    clock.travel(11 * 60_000) // 121 min

    await purgeSessionsJob.handle({})

    const keys = await db.from('rate_limits').whereLike('key', '%purge-test-%').select('key')
    assert.deepEqual(
      keys.map((row) => row.key),
      ['codeGuess:purge-test-quarterly']
    )
    assert.lengthOf(await db.from('sessions').where('id', old), 0)
    assert.isNotNull(await request().read(recent))
  })
})
