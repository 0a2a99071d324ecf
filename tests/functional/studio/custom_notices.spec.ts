import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import studioConfig from '#config/studio'
import { advanceRequest, failRequest } from '#studio/actions/settle_request'
import { customNoticesStatement } from '#studio/queries/custom_generations'
import { sessionOf } from '#tests/helpers/users'
import type User from '#accounts/models/user'
import { call, forgetCharacters, statusOf, userWith } from './studio_helpers.js'
import { complete, customOf, failMade, CUSTOM_URL } from './custom_helpers.js'

/*
| The notice of a custom generation that ended, on whatever page its owner
| is: every page brings the ended ones and whether one still runs; while
| one runs the page asks `GET /api/custom-generation/notices` again, which
| answers the same, for the signed-in user only (from the session).
*/

type PlanNode = { 'Node Type': string; 'Relation Name'?: string; 'Plans'?: PlanNode[] }
const nodes = (plan: PlanNode): PlanNode[] => [plan, ...(plan.Plans ?? []).flatMap(nodes)]

test.group('Custom generation notices, live', (group) => {
  group.setup(() => forgetCharacters)
  group.each.teardown(() => failMade())

  /** The API's answer to `user`, without its success flag. */
  async function notices(client: any, assert: any, user: User) {
    const response = await call(client, user, 'get', `${CUSTOM_URL}/notices`)
    response.assertStatus(200)
    assert.isTrue(response.body().success)
    return response.body().data
  }

  /** What a page brings the user (the shared prop). */
  async function onPage(client: any, user: User) {
    const page = await client.get('/models').withSession(sessionOf(user)).withInertia()
    return page.inertiaProps.customNotices
  }

  test('running while pending or processing, then ended: the page prop and the API agree', async ({
    client,
    assert,
  }) => {
    const user = await userWith(5000)
    const pollMs = studioConfig.customPoll.progressMs
    assert.deepEqual(await notices(client, assert, user), { ended: [], running: false, pollMs })

    const video = await customOf(user, 'video')
    assert.deepEqual(await notices(client, assert, user), { ended: [], running: true, pollMs })
    assert.deepEqual(await onPage(client, user), await notices(client, assert, user))
    assert.isTrue(await advanceRequest(video.id, 'generating'))
    assert.deepEqual(await notices(client, assert, user), { ended: [], running: true, pollMs })

    await complete(video.id, 'video')
    const ended = { taskId: video.taskId, type: 'video', status: 'completed' }
    assert.deepEqual(await notices(client, assert, user), {
      ended: [ended],
      running: false,
      pollMs,
    })
    assert.deepEqual(await onPage(client, user), await notices(client, assert, user))

    // One running, one failed: both said at once, the newest ended first.
    const photo = await customOf(user, 'photo')
    await customOf(user, 'video')
    await failRequest(photo.id, 'provider_rejected')
    assert.deepEqual(await notices(client, assert, user), {
      ended: [{ taskId: photo.taskId, type: 'photo', status: 'failed' }, ended],
      running: true,
      pollMs,
    })

    // Seen: no longer a notice.
    await call(client, user, 'post', `${CUSTOM_URL}/seen`).json({ taskIds: [video.taskId] })
    const after = await notices(client, assert, user)
    assert.deepEqual(
      after.ended.map((notice: any) => notice.taskId),
      [photo.taskId]
    )
  })

  test("another user's generations, running or ended, are never told; signed out is 401", async ({
    client,
    assert,
  }) => {
    const user = await userWith(5000)
    const stranger = await userWith(5000)
    const theirs = await customOf(stranger, 'video')
    await complete(theirs.id, 'video')
    await customOf(stranger, 'photo')
    const pollMs = studioConfig.customPoll.progressMs
    const nothing = { ended: [], running: false, pollMs }
    assert.deepEqual(await notices(client, assert, user), nothing)
    assert.deepEqual(await onPage(client, user), nothing)
    // The stranger's own answer has both.
    const own = await notices(client, assert, stranger)
    assert.isTrue(own.running)
    assert.lengthOf(own.ended, 1)

    // Signed out: refused like the other studio API routes, in JSON, nothing told.
    const visitor = await call(client, null, 'get', `${CUSTOM_URL}/notices`)
    visitor.assertStatus(401)
    assert.notProperty(visitor.body(), 'data')
    assert.equal(await statusOf(call(client, null, 'get', `${CUSTOM_URL}/mine`)), 401)
    // A user id in the query names nobody: the session does.
    const asked = await call(client, user, 'get', `${CUSTOM_URL}/notices?userId=${stranger.id}`)
    assert.deepEqual(asked.body().data.ended, [])
    assert.isFalse(asked.body().data.running)
  })

  /*
  | Every page of a signed-in user reads the notices: with sequential scans
  | priced out, studio_requests is still read through an index (as
  | tests/functional/ledger/ledger_history_indexes.spec.ts).
  */
  test('both parts of the statement read studio_requests through an index (EXPLAIN)', async ({
    assert,
  }) => {
    const user = await userWith(5000)
    const done = await customOf(user, 'photo')
    await complete(done.id, 'photo')
    await customOf(user, 'video')
    await db.rawQuery('ANALYZE studio_requests')
    const { sql, bindings } = customNoticesStatement(user.id)
    const plan = await db.transaction(async (trx) => {
      await trx.rawQuery('SET LOCAL enable_seqscan = off')
      const result = await trx.rawQuery(`EXPLAIN (FORMAT JSON) ${sql}`, bindings)
      return nodes(result.rows[0]['QUERY PLAN'][0].Plan)
    })
    const reads = plan.filter((node) => node['Relation Name'] === 'studio_requests')
    assert.lengthOf(reads, 2)
    for (const node of reads) assert.notEqual(node['Node Type'], 'Seq Scan')
  })
})
