import { test } from '@japa/runner'
import { randomUUID } from 'node:crypto'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import type { ApiClient } from '@japa/api-client'
import type User from '#accounts/models/user'
import { REPEATED_MINORS_DAYS, REPEATED_MINORS_THRESHOLD } from '#ai/queries/refusal_queries'
import { character } from '#tests/functional/engagement/chat_helpers'
import { createUser, sessionOf } from '#tests/helpers/users'
import { clock } from '#core/clock'

/*
| /staff/ledger lists the accounts flagged for safety: at least
| REPEATED_MINORS_THRESHOLD minors refusals of the moderation service in
| REPEATED_MINORS_DAYS days (refusal_queries), each linking to that
| account's history, where staff see its refusals per category and path.
*/

/** A photo request the moderation service refuses (400), as `user`. */
async function refusedPhoto(client: ApiClient, user: User, modelId: number, prompt: string) {
  const response = await client
    .post('/photos/generate')
    .header('accept', 'application/json')
    .withCsrfToken()
    .withSession(sessionOf(user))
    .json({ modelId, prompt, clientKey: randomUUID() })
  response.assertStatus(400)
}

async function staffPage(client: ApiClient, staff: User, qs: Record<string, string> = {}) {
  const response = await client
    .get('/staff/ledger')
    .qs(qs)
    .withSession(sessionOf(staff))
    .withInertia()
  response.assertStatus(200)
  return response.inertiaProps as Record<string, any>
}

test.group('Staff ledger: accounts flagged for safety', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('the policy is 3 minors refusals in 30 days', ({ assert }) => {
    assert.equal(REPEATED_MINORS_THRESHOLD, 3)
    assert.equal(REPEATED_MINORS_DAYS, 30)
  })

  test('signed-in users who are not staff get 403; visitors are sent to log in', async ({
    client,
    assert,
  }) => {
    const user = await createUser()
    const page = await client.get('/staff/ledger').withSession(sessionOf(user))
    page.assertStatus(403)
    assert.notInclude(page.text(), 'safetyFlags')
    const visitor = await client.get('/staff/ledger').redirects(0)
    visitor.assertStatus(302)
    assert.equal(visitor.header('location'), '/login')
  })

  test('3 minors refusals flag the account, linked to its history with counts per category', async ({
    client,
    assert,
  }) => {
    const staff = await createUser({ role: 'staff' })
    const model = await character()
    const flagged = await createUser({ username: `flag_${Date.now()}` })
    for (const prompt of ['she is underage', 'a 14 year old girl', 'una niña en la playa']) {
      await refusedPhoto(client, flagged, model.id, prompt)
    }

    const props = await staffPage(client, staff)
    assert.deepEqual(props.safetyPolicy, { threshold: 3, days: 30 })
    const entry = props.safetyFlags.find((flag: any) => flag.userId === flagged.id)
    assert.exists(entry, 'the account is flagged')
    assert.equal(entry.username, flagged.username)
    assert.equal(entry.count, 3)
    assert.isAbove(Date.parse(entry.lastAt), clock.nowMs() - 60_000)
    assert.notProperty(entry, 'text')
    assert.isNull(props.refusals, 'no account searched: no counts')

    // Its link opens the account's history, with its refusals per category and path.
    const account = await staffPage(client, staff, { user: entry.username })
    assert.equal(account.subject.id, flagged.id)
    assert.equal(account.refusals.total, 3)
    assert.deepEqual(account.refusals.byCategory, [{ category: 'minors', count: 3 }])
    assert.deepEqual(account.refusals.byPath, [{ path: 'photo', count: 3 }])
    assert.isString(account.refusals.lastAt)

    // The page renders in both languages.
    for (const [lang, title] of [
      ['en', 'Flagged for safety'],
      ['es', 'Señaladas por seguridad'],
    ]) {
      const html = await client
        .get('/staff/ledger')
        .withSession(sessionOf(staff))
        .withRawCookie('lang', lang)
      html.assertStatus(200)
      assert.include(html.text(), title)
      assert.include(html.text(), flagged.username)
    }
  })

  test('2 minors refusals, other categories or old refusals do not flag', async ({
    client,
    assert,
  }) => {
    const staff = await createUser({ role: 'staff' })
    const model = await character()
    const twice = await createUser()
    for (const prompt of ['she is underage', 'a 14 year old girl']) {
      await refusedPhoto(client, twice, model.id, prompt)
    }
    // Two recent minors refusals and two from before the window.
    const old = await createUser()
    await refusedPhoto(client, old, model.id, 'she is underage')
    await refusedPhoto(client, old, model.id, 'una niña en la playa')
    await db.table('moderation_refusals').multiInsert(
      [1, 2].map(() => ({
        user_id: old.id,
        path: 'chat',
        category: 'minors',
        rule_id: 'minors.term',
        source: 'local',
        created_at: new Date(clock.nowMs() - (REPEATED_MINORS_DAYS + 1) * 86_400_000),
      }))
    )
    // Three refusals of other categories.
    const other = await createUser()
    await db.table('moderation_refusals').multiInsert(
      ['explicit', 'illegal', 'unavailable'].map((category) => ({
        user_id: other.id,
        path: 'video',
        category,
        rule_id: `${category}.test`,
        source: 'local',
      }))
    )

    const props = await staffPage(client, staff)
    const ids = props.safetyFlags.map((flag: any) => flag.userId)
    for (const user of [twice, old, other]) assert.notInclude(ids, user.id)

    const account = await staffPage(client, staff, { user: old.username })
    assert.equal(account.refusals.total, 4)
    assert.deepEqual(account.refusals.byCategory, [{ category: 'minors', count: 4 }])
    assert.deepEqual(account.refusals.byPath, [
      { path: 'chat', count: 2 },
      { path: 'photo', count: 2 },
    ])
    const none = await staffPage(client, staff, { user: staff.username })
    assert.deepEqual(none.refusals, { total: 0, byCategory: [], byPath: [], lastAt: null })
  })
})
