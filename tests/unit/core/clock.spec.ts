import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import { assertMayTravel, clock } from '#core/clock'
import { createUser } from '#tests/helpers/users'

const DAY = 86_400_000

test.group('The app clock (docs/decisions/0031-one-clock.md)', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.teardown(() => clock.reset())

  test('reads the real time until a test moves it', ({ assert }) => {
    assert.approximately(clock.nowMs(), Date.now(), 50)
    assert.approximately(clock.now().getTime(), Date.now(), 50)
    assert.approximately(DateTime.now().toMillis(), Date.now(), 50)
    assert.equal(clock.offsetMs, 0)
  })

  test('travel moves clock.now(), clock.nowMs(), DateTime.now() and Lucid autoCreate alike', async ({
    assert,
  }) => {
    clock.travel(3 * DAY)
    const expected = Date.now() + 3 * DAY
    assert.approximately(clock.nowMs(), expected, 50)
    assert.approximately(clock.now().getTime(), expected, 50)
    assert.approximately(clock.dateTime().toMillis(), expected, 50)
    assert.approximately(DateTime.now().toMillis(), expected, 50)
    assert.approximately(DateTime.local().toMillis(), expected, 50)

    // Lucid's autoCreate/autoUpdate timestamps, as stored.
    const user = await createUser()
    assert.approximately(user.createdAt.toMillis(), expected, 1000)
    assert.approximately(user.updatedAt.toMillis(), expected, 1000)
    const stored = await db.from('users').where('id', user.id).select('created_at').first()
    assert.approximately(new Date(stored.created_at).getTime(), expected, 1000)

    clock.travel(-DAY)
    assert.approximately(clock.nowMs(), Date.now() + 2 * DAY, 50)
  })

  test('travelTo sets the time, and it flows on from there', async ({ assert }) => {
    const target = new Date('2031-02-03T04:05:06Z')
    clock.travelTo(target)
    assert.approximately(clock.nowMs(), target.getTime(), 50)
    await new Promise((resolve) => setTimeout(resolve, 30))
    assert.isAbove(clock.nowMs(), target.getTime() + 20)
    clock.travelTo(DateTime.fromISO('2020-01-01T00:00:00Z'))
    assert.equal(DateTime.now().toUTC().year, 2020)
  })

  test('reset brings the real time back', ({ assert }) => {
    clock.travel(-10 * DAY)
    clock.reset()
    assert.equal(clock.offsetMs, 0)
    assert.approximately(clock.nowMs(), Date.now(), 50)
    assert.approximately(DateTime.now().toMillis(), Date.now(), 50)
  })

  test('travelling is refused outside the tests', ({ assert }) => {
    assert.doesNotThrow(() => assertMayTravel('test'))
    for (const environment of ['production', 'development', undefined]) {
      assert.throws(() => assertMayTravel(environment), /only travels in tests/)
    }
  })
})
