import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import queue from '#core/queue/queue'
import { clock } from '#core/clock'
import { requestGeneration } from '#studio/actions/request_generation'
import { failRequest } from '#studio/actions/settle_request'
import { purgeCustomResults } from '#studio/actions/purge_custom_results'
import { sessionOf } from '#tests/helpers/users'
import type User from '#accounts/models/user'
import { balanceOf } from '#ledger/queries/balance_of'
import { call, forgetCharacters, key, pictured, statusOf, userWith } from './studio_helpers.js'
import {
  complete,
  customOf,
  customRequest,
  failLater,
  failMade,
  jpegPhoto,
  CUSTOM_URL,
} from './custom_helpers.js'
import '#start/jobs'

/*
| "My custom generations": every paid custom result
| stays reachable for its 24 hours — the list (page prop and API), the
| notice of one that ended while the user was away, and when it goes.
| Requests are made by the action and settled by the studio's own actions
| (no worker), so each state is exact; one photo goes through the API and
| the in-process worker.
*/

const mine = (client: any, user: User | null) => call(client, user, 'get', `${CUSTOM_URL}/mine`)

/** The props of a page as the user's browser gets them (shared ones included). */
async function pageProps(client: any, user: User, url = '/custom-generation') {
  const response = await client.get(url).withSession(sessionOf(user)).withInertia()
  response.assertStatus(200)
  return response.inertiaProps as Record<string, any>
}

/** The notices a page of `url` brings the user. */
async function noticesOn(client: any, user: User, url = '/') {
  const props = await pageProps(client, user, url)
  return props.customNotices.ended as { taskId: string; type: string; status: string }[]
}

/** The user's list as the API answers it. */
async function itemsOf(client: any, user: User) {
  const response = await mine(client, user)
  response.assertStatus(200)
  return response.body().data as Record<string, any>[]
}

test.group('My custom generations: the list, the notice, the 24 hours', (group) => {
  group.setup(() => forgetCharacters)
  group.each.teardown(async () => {
    clock.reset()
    await failMade()
  })

  test('the list: own custom requests only, newest first, with status, stage, result and expiry', async ({
    client,
    assert,
  }) => {
    const user = await userWith(5000)
    const stranger = await userWith(5000)
    const photo = await customOf(user, 'photo', 'on a beach')
    await complete(photo.id, 'photo')
    const failed = await customOf(user, 'video', 'in the rain')
    await failRequest(failed.id, 'provider_unavailable')
    const running = await customOf(user, 'video', 'dancing')
    await customOf(stranger, 'photo', 'not yours')
    // A character's photo is the profile's, not this list's.
    const model = await pictured()
    const character = await requestGeneration({
      userId: user.id,
      kind: 'photo',
      modelId: model.id,
      prompt: 'a character photo',
      clientKey: key(),
    })
    failLater(character.id)

    const response = await mine(client, user)
    response.assertStatus(200)
    const items = response.body().data
    assert.deepEqual(
      items.map((item: any) => [item.taskId, item.type, item.status, item.stage]),
      [
        [running.taskId, 'video', 'pending', 'queued'],
        [failed.taskId, 'video', 'failed', 'queued'],
        [photo.taskId, 'photo', 'completed', 'saved'],
      ]
    )
    const [open, lost, done] = items
    assert.isNull(open.mediaPath)
    assert.isNull(open.message)
    assert.isFalse(open.unseen)
    assert.match(lost.message, /did not deliver the video.*points were returned/)
    assert.isTrue(lost.unseen)
    assert.match(done.mediaPath, /\/media\/private\/.+signature=/)
    assert.match(done.downloadName, /^photo-\d+\.png$/)
    assert.equal(await statusOf(client.get(done.downloadPath)), 200)
    assert.isTrue(done.unseen)
    for (const item of items) {
      assert.equal(Date.parse(item.expiresAt) - Date.parse(item.createdAt), 24 * 3600_000)
    }
    // The page brings the same list (it resumes the running one from it).
    const props = await pageProps(client, user)
    assert.deepEqual(
      props.mine.map((item: any) => item.taskId),
      items.map((item: any) => item.taskId)
    )
    // Another user sees only theirs; a visitor gets 401 and a page without a list.
    const theirs = await itemsOf(client, stranger)
    assert.deepEqual(
      theirs.map((item: any) => item.prompt),
      ['not yours']
    )
    assert.equal(await statusOf(mine(client, null)), 401)
    const visitor = await client.get('/custom-generation').withInertia()
    assert.isNull(visitor.inertiaProps.mine)
    assert.containsSubset(visitor.inertiaProps.customNotices, { ended: [], running: false })
  })

  test('an ended request is a notice on any page until seen; seen marks only the own ones', async ({
    client,
    assert,
  }) => {
    const user = await userWith(5000)
    const stranger = await userWith(5000)
    const video = await customOf(user, 'video')
    const photo = await customOf(user, 'photo')
    const theirs = await customOf(stranger, 'photo')
    assert.deepEqual(await noticesOn(client, user), [])

    await complete(video.id, 'video')
    await failRequest(photo.id, 'provider_rejected')
    await complete(theirs.id, 'photo')
    const notices = await noticesOn(client, user, '/models')
    assert.sameDeepMembers(notices, [
      { taskId: video.taskId, type: 'video', status: 'completed' },
      { taskId: photo.taskId, type: 'photo', status: 'failed' },
    ])
    // Still there on the next page: nothing is consumed by being sent.
    assert.lengthOf(await noticesOn(client, user), 2)

    // The stranger's task id in the same call changes nothing of theirs.
    const seen = await call(client, user, 'post', `${CUSTOM_URL}/seen`).json({
      taskIds: [video.taskId, theirs.taskId],
    })
    seen.assertStatus(200)
    assert.equal(seen.body().data.seen, 1)
    assert.deepEqual(await noticesOn(client, user), [
      { taskId: photo.taskId, type: 'photo', status: 'failed' },
    ])
    assert.lengthOf(await noticesOn(client, stranger), 1)
    const bad = await call(client, user, 'post', `${CUSTOM_URL}/seen`).json({ taskIds: ['x'] })
    bad.assertStatus(422)
    assert.equal(
      await statusOf(call(client, null, 'post', `${CUSTOM_URL}/seen`).json({ taskIds: [] })),
      401
    )
    const items = await itemsOf(client, user)
    assert.deepEqual(
      items.map((item: any) => [item.taskId, item.unseen]),
      [
        [photo.taskId, true],
        [video.taskId, false],
      ]
    )
    // A running request cannot be marked seen before it ends.
    const open = await customOf(user, 'video')
    await call(client, user, 'post', `${CUSTOM_URL}/seen`).json({ taskIds: [open.taskId] })
    await complete(open.id, 'video')
    const after = await noticesOn(client, user)
    assert.include(
      after.map((notice) => notice.taskId),
      open.taskId
    )
  })

  test('gone from the list and the notices 24 hours after the request, then purged', async ({
    client,
    assert,
  }) => {
    const user = await userWith(5000)
    const photo = await customOf(user, 'photo')
    await complete(photo.id, 'photo')
    clock.travel(23 * 3600_000 + 59 * 60_000)
    assert.lengthOf(await itemsOf(client, user), 1)
    assert.lengthOf(await noticesOn(client, user), 1)

    clock.travel(2 * 60_000)
    // Past its 24 hours the user no longer sees it, whether or not the purge has run.
    assert.lengthOf(await itemsOf(client, user), 0)
    assert.deepEqual(await noticesOn(client, user), [])
    assert.isNotNull(await db.from('studio_requests').where('task_id', photo.taskId).first())
    await purgeCustomResults()
    assert.isNull(await db.from('studio_requests').where('task_id', photo.taskId).first())
  })

  test('a photo the API answered at once is no notice (the answer showed it)', async ({
    client,
    assert,
  }) => {
    await queue.work()
    try {
      const user = await userWith(500)
      const response = await customRequest(client, user, {
        image: await jpegPhoto(),
        prompt: 'in the snow',
        type: 'photo',
      })
      response.assertStatus(200)
      assert.equal(await balanceOf(user.id), 0)
      assert.deepEqual(await noticesOn(client, user), [])
      const [item] = await itemsOf(client, user)
      assert.equal(item.taskId, response.body().result.task_id)
      assert.equal(item.status, 'completed')
      assert.isFalse(item.unseen)
    } finally {
      await queue.stop()
    }
  }).timeout(60_000)
})
