import { test } from '@japa/runner'
import { randomUUID } from 'node:crypto'
import { creditPoints } from '#ledger/actions/credit_points'
import { expireDueLots } from '#ledger/actions/expire_due_lots'
import { createUser, sessionOf } from '#tests/helpers/users'
import { clock } from '#core/clock'

const DAY = 86_400_000
const key = (label: string) => `${label}:${randomUUID()}`

/** The day as the pages print it (UTC, medium style). */
const day = (date: Date, locale: 'en-GB' | 'es-ES') =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(date)

test.group('Points expiry on the pages', (group) => {
  group.each.teardown(() => clock.reset())

  test('the profile and the header balance say when the soonest points expire', async ({
    client,
    assert,
  }) => {
    // Midday: the bonus's date (90 days on) is one day whatever the clock's drift.
    clock.travelTo(new Date('2031-03-10T12:00:00Z'))
    const user = await createUser()
    await creditPoints(
      { userId: user.id, amount: 20, reference: 'bonus', idempotencyKey: key('bonus') },
      'welcome_bonus'
    )
    await creditPoints(
      { userId: user.id, amount: 100, reference: 'buy', idempotencyKey: key('buy') },
      'purchase'
    )
    const expires = new Date(clock.nowMs() + 90 * DAY)

    const response = await client.get('/profile').withSession(sessionOf(user))
    response.assertStatus(200)
    const html = response.text()
    const line = `20 points expire on ${day(expires, 'en-GB')}`
    assert.include(html, line)
    assert.match(html, new RegExp(`data-testid="header-balance"[^>]*title="${line}"`))
    // Far from the date: no notice in the header yet.
    assert.notInclude(html, 'data-testid="header-expiry"')
  })

  test('inside the notice window the header shows it (es)', async ({ client, assert }) => {
    const user = await createUser({ locale: 'es' })
    const soon = new Date(clock.nowMs() + 10 * DAY)
    await creditPoints(
      {
        userId: user.id,
        amount: 30,
        reference: 'staff',
        idempotencyKey: key('adj'),
        expiresAt: soon,
      },
      'adjustment'
    )
    const response = await client
      .get('/profile')
      .withSession(sessionOf(user))
      .withRawCookie('lang', 'es')
    const html = response.text()
    assert.match(
      html,
      new RegExp(`data-testid="header-expiry">30 puntos caducan el ${day(soon, 'es-ES')}<`)
    )
  })

  test('the transactions tab shows an expiry with the lot it came from', async ({
    client,
    assert,
  }) => {
    const user = await createUser()
    await creditPoints(
      { userId: user.id, amount: 20, reference: 'bonus', idempotencyKey: key('bonus') },
      'welcome_bonus'
    )
    clock.travel(91 * DAY)
    await expireDueLots()
    const response = await client
      .get('/profile?tab=transactions')
      .withSession(sessionOf(user))
      .withInertia()
    const entries = response.body().props.transactions.entries
    assert.equal(entries[0].kind, 'expiry')
    assert.equal(entries[0].amount, -20)
    assert.equal(entries[0].lot.kind, 'welcome_bonus')

    const page = await client.get('/profile?tab=transactions').withSession(sessionOf(user))
    const html = page.text()
    // The line names the lot: "Points expired: welcome bonus of <the bonus's day>".
    const credited = new Date(entries[0].lot.createdAt)
    assert.include(html, `Points expired: welcome bonus of ${day(credited, 'en-GB')}`)
  })
})
