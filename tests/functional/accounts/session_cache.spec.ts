import { test } from '@japa/runner'
import type { ApiClient } from '@japa/api-client'
import db from '@adonisjs/lucid/services/db'
import env from '#start/env'
import pg from 'pg'
import sessionCache from '#accounts/services/session_cache'
import { clearRateLimits, createUser } from '#tests/helpers/users'
import { holderOf, logIn } from '#tests/helpers/sessions'

/*
| The per-process session cache against committed writes, so no global
| transaction here: rows are removed after each test. The session is ended
| on a connection of its own, as another web process (or psql) would; the
| wait below is far shorter than the cache's 30 s lifetime, so only the
| NOTIFY can end the session in time.
*/

const NOTIFY_WAIT_MS = 3000

/** One statement on a connection of its own, as another web process (or psql) would send it. */
async function onAnotherConnection(sql: string, values: unknown[]) {
  const other = new pg.Client({ connectionString: env.get('DATABASE_URL') })
  await other.connect()
  try {
    await other.query(sql, values)
  } finally {
    await other.end()
  }
}

/** What the cookie's holder can do once it no longer signs in, or when the wait is over. */
async function holderAfterTheWait(client: ApiClient, cookie: string) {
  const deadline = Date.now() + NOTIFY_WAIT_MS
  let holder = await holderOf(client, cookie)
  while (holder.userId !== null && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 25))
    holder = await holderOf(client, cookie)
  }
  return holder
}

test.group('Session cache', (group) => {
  group.each.setup(() => clearRateLimits())
  let userIds: number[] = []
  group.each.setup(() => async () => {
    await db.from('sessions').whereIn('user_id', userIds).delete()
    userIds = []
  })

  test('a session ended on another connection is refused by the next request', async ({
    client,
    assert,
  }) => {
    assert.isTrue(sessionCache.enabled, 'the LISTEN connection is up')
    const user = await createUser()
    userIds.push(user.id)
    const cookie = await logIn(client, user.email)
    // The first visit after the login consumes its flash message (a write).
    const first = await holderOf(client, cookie)
    assert.equal(first.userId, user.id)

    const hits = sessionCache.hits
    const again = await holderOf(client, cookie)
    assert.equal(again.userId, user.id)
    assert.isAbove(sessionCache.hits, hits, 'the session was read from memory')

    await onAnotherConnection('DELETE FROM sessions WHERE id = $1', [cookie])

    const holder = await holderAfterTheWait(client, cookie)
    assert.isNull(holder.userId, 'the ended session still signs its holder in')
    assert.equal(holder.exportLocation, '/login')
  })

  test('a session changed on another connection is read anew', async ({ client, assert }) => {
    const user = await createUser()
    userIds.push(user.id)
    const cookie = await logIn(client, user.email)
    await holderOf(client, cookie)
    await holderOf(client, cookie)

    // Another process signs the session out by rewriting its data.
    await onAnotherConnection(`UPDATE sessions SET data = 'signed out elsewhere' WHERE id = $1`, [
      cookie,
    ])

    const holder = await holderAfterTheWait(client, cookie)
    assert.isNull(holder.userId, 'the changed session still signs its holder in')
  })
})
