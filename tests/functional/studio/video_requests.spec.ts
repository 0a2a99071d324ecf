import { test } from '@japa/runner'
import { setTimeout as sleep } from 'node:timers/promises'
import db from '@adonisjs/lucid/services/db'
import { useVideoPort } from '#ai/services/video/video_service'
import type { VideoPort } from '#ai/services/video/video_port'
import { balanceOf } from '#ledger/queries/balance_of'
import { verifyLedger } from '#ledger/queries/verify_ledger'
import { personalData } from '#accounts/services/personal_data'
import { sweepRequests } from '#studio/actions/sweep_requests'
import { clock } from '#core/clock'
import {
  requestCountsOf,
  bodyOf,
  statusOf,
  call,
  entryKinds,
  workDuringGroup,
  openHolds,
  pictured,
  requestRow,
  settled,
  studioCost,
  userWith,
} from './studio_helpers.js'
import '#start/jobs'

/** A provider that accepts tasks and never finishes them (the sweep's case). */
const stuckPort: VideoPort = {
  driver: 'fal',
  isLocal: false,
  generator: 'test provider',
  start: async () => ({ taskId: 'stuck-1' }),
  status: async () => ({ state: 'processing', raw: 'IN_PROGRESS' }),
  discard: async () => {},
}

/** A provider whose tasks fail. */
const failingPort: VideoPort = {
  driver: 'fal',
  isLocal: false,
  generator: 'test provider',
  start: async () => ({ taskId: 'bad-1' }),
  status: async () => ({ state: 'failed', reason: 'model error', raw: 'FAILED' }),
  discard: async () => {},
}

async function pollStatus(client: any, user: any, taskId: string, until: (body: any) => boolean) {
  const stages = new Set<string>()
  for (let i = 0; i < 300; i++) {
    const response = await call(client, user, 'get', `/videos/status/${taskId}`)
    response.assertStatus(200)
    stages.add(response.body().stage)
    if (until(response.body())) return { body: response.body(), stages }
    await sleep(100)
  }
  throw new Error('the video never settled')
}

test.group('Studio: video requests (real worker, local ffmpeg)', (group) => {
  group.setup(workDuringGroup)
  group.each.teardown(() => useVideoPort())
  group.each.teardown(() => clock.reset())

  test('POST /videos/generate → taskId; status polls to completed with a playable private mp4', async ({
    client,
    assert,
  }) => {
    const model = await pictured()
    const user = await userWith(200)
    const cost = await studioCost('video')
    const { videos: before } = await requestCountsOf(model.id)
    const response = await call(client, user, 'post', '/videos/generate').json({
      modelId: model.id,
      prompt: 'walking in the city at night',
    })
    response.assertStatus(202)
    const { success, video } = response.body()
    assert.isTrue(success)
    assert.match(video.taskId, /^[0-9a-f-]{36}$/)
    assert.equal(video.remainingBalance, 200 - cost)

    const { body } = await pollStatus(
      client,
      user,
      video.taskId,
      (b) => b.status !== 'pending' && b.status !== 'processing'
    )
    assert.equal(body.status, 'completed')
    assert.match(body.videoPath, /^\/media\/private\/.+\.mp4\?/)
    const file = await client.get(body.videoPath)
    file.assertStatus(200)
    assert.equal(file.header('content-type'), 'video/mp4')
    assert.equal(await balanceOf(user.id), 200 - cost)
    assert.equal(await openHolds(user.id), 0)
    const { videos: after } = await requestCountsOf(model.id)
    assert.equal(after, before + 1)

    const mine = await call(client, user, 'get', '/videos/my-requests')
    mine.assertStatus(200)
    assert.lengthOf(mine.body().data, 1)
    assert.equal(mine.body().data[0].modelName, 'Lucía')
    assert.match(mine.body().data[0].downloadName, /^video-\d+\.mp4$/)
  }).timeout(60_000)

  test("another user's request is not found: status, delete, lists", async ({ client, assert }) => {
    const model = await pictured()
    const owner = await userWith(200)
    const stranger = await userWith(200)
    const { video } = await bodyOf(
      call(client, owner, 'post', '/videos/generate').json({
        modelId: model.id,
        prompt: 'forest',
      })
    )
    await settled(video.taskId)
    const row = await requestRow(video.taskId)
    assert.equal(
      await statusOf(call(client, stranger, 'get', `/videos/status/${video.taskId}`)),
      404
    )
    assert.equal(await statusOf(call(client, stranger, 'delete', `/videos/${row.id}`)), 404)
    // A video's id is not a photo's.
    assert.equal(await statusOf(call(client, owner, 'delete', `/photos/${row.id}`)), 404)
    assert.equal(await statusOf(call(client, owner, 'get', '/videos/status/not-a-uuid')), 404)
    const theirs = await call(client, stranger, 'get', '/videos/my-requests')
    assert.lengthOf(theirs.body().data, 0)
    const row2 = await requestRow(video.taskId)
    assert.equal(row2.status, 'completed')
  }).timeout(60_000)

  test('deleting a request deletes its file; the signed URL stops working', async ({
    client,
    assert,
  }) => {
    const model = await pictured()
    const user = await userWith(200)
    const { photo } = await bodyOf(
      call(client, user, 'post', '/photos/generate').json({
        modelId: model.id,
        prompt: 'beach',
      })
    )
    assert.equal(await statusOf(client.get(photo.imagePath)), 200)
    assert.equal(await statusOf(call(client, user, 'delete', `/photos/${photo.id}`)), 200)
    await sleep(50)
    assert.equal(await statusOf(client.get(photo.imagePath)), 404)
    assert.lengthOf(await db.from('studio_requests').where('user_id', user.id), 0)
    assert.equal(await statusOf(call(client, user, 'delete', `/photos/${photo.id}`)), 404)
  }).timeout(30_000)

  test('a failed video gives the points back once and says why', async ({ client, assert }) => {
    useVideoPort(failingPort)
    const model = await pictured()
    const user = await userWith(200, 'es')
    const { video } = await bodyOf(
      call(client, user, 'post', '/videos/generate').json({
        modelId: model.id,
        prompt: 'forest',
      })
    )
    const { body } = await pollStatus(client, user, video.taskId, (b) => b.status === 'failed')
    assert.include(body.message, 'points were returned')
    assert.equal(await balanceOf(user.id), 200)
    assert.deepInclude(await entryKinds(user.id), { hold: 1, release: 1 })
  }).timeout(30_000)

  test('the server fails a video past its 10 minutes and refunds it exactly once (poll and sweeps racing)', async ({
    client,
    assert,
  }) => {
    useVideoPort(stuckPort)
    const model = await pictured()
    const user = await userWith(200)
    const { video } = await bodyOf(
      call(client, user, 'post', '/videos/generate').json({
        modelId: model.id,
        prompt: 'beach',
      })
    )
    await pollStatus(client, user, video.taskId, (b) => b.stage === 'generating')
    clock.travel(11 * 60 * 1000)
    // Its next poll sees the deadline passed too: whichever of them comes first settles it,
    // once, which its user's single release entry below proves.
    await Promise.all([sweepRequests(), sweepRequests()])
    const third = await sweepRequests()
    assert.equal(third.settled, 0)
    const row = await requestRow(video.taskId)
    assert.equal(row.status, 'failed')
    assert.equal(row.failure_reason, 'timeout')
    const status = await call(client, user, 'get', `/videos/status/${video.taskId}`)
    assert.include(status.body().message, '10 minutes')
    // The polls notice and stop; nothing is stored, nothing charged.
    await sleep(600)
    assert.equal(await balanceOf(user.id), 200)
    assert.deepInclude(await entryKinds(user.id), { hold: 1, release: 1 })
    const check = await verifyLedger()
    assert.deepEqual(check.drift, [])
  }).timeout(30_000)

  test('data export lists the requests with links; account erasure refunds running ones and deletes files', async ({
    client,
    assert,
  }) => {
    useVideoPort(stuckPort)
    const model = await pictured()
    const user = await userWith(200)
    const { photo } = await bodyOf(
      call(client, user, 'post', '/photos/generate').json({
        modelId: model.id,
        prompt: 'beach',
      })
    )
    const { video } = await bodyOf(
      call(client, user, 'post', '/videos/generate').json({
        modelId: model.id,
        prompt: 'city',
      })
    )
    const studio = personalData.contributors().find((c) => c.name === 'studio')!
    const owner = { id: user.id, email: user.email, username: user.username }
    const exported = (await studio.export(owner)) as any[]
    assert.lengthOf(exported, 2)
    assert.match(exported[0].download, /^\/media\/private\//)
    await db.transaction((trx) => studio.erase!(owner, trx))
    await sleep(50)
    assert.lengthOf(await db.from('studio_requests').where('user_id', user.id), 0)
    assert.equal(await statusOf(client.get(photo.imagePath)), 404)
    assert.equal(await openHolds(user.id), 0)
    assert.equal(await balanceOf(user.id), 200 - (await studioCost('photo')))
    assert.isString(video.taskId)
  }).timeout(30_000)
})
