import { test } from '@japa/runner'
import { setTimeout as sleep } from 'node:timers/promises'
import db from '@adonisjs/lucid/services/db'
import { useImagePort } from '#ai/services/image/image_service'
import { balanceOf } from '#ledger/queries/balance_of'
import { ownRequests, requestCounts } from '#studio/queries/studio_requests'
import {
  brokenImagePort,
  call,
  entryKinds,
  openHolds,
  requestRow,
  settled,
  statusOf,
  userWith,
} from './studio_helpers.js'
import {
  customRequest,
  finalStatus,
  jpegPhoto,
  storedUploads,
  workerDuringGroup,
  CUSTOM_URL,
} from './custom_helpers.js'
import '#start/jobs'

test.group('Custom generation API (real worker, local ports)', (group) => {
  group.setup(() => workerDuringGroup())
  group.each.teardown(() => useImagePort())

  test('the page is open to visitors; the API answers them 401 in JSON', async ({
    client,
    assert,
  }) => {
    const page = await client.get('/custom-generation').withInertia()
    page.assertStatus(200)
    assert.equal(page.body().component, 'studio/custom_generation')
    assert.equal(page.body().props.maxBytes, 10_485_760)
    assert.equal(page.body().props.poll.maxAttempts, 15)
    const post = await customRequest(client, null, {
      image: await jpegPhoto(),
      prompt: 'sunset',
      type: 'photo',
    })
    post.assertStatus(401)
    assert.isString(post.body().message)
    const status = await call(
      client,
      null,
      'get',
      `${CUSTOM_URL}/video-status/${crypto.randomUUID()}`
    )
    status.assertStatus(401)
  })

  test('photo: { success, message, result: { url } } at once, 500 points captured once, upload deleted', async ({
    client,
    assert,
  }) => {
    const user = await userWith(600)
    const uploadsBefore = await storedUploads()
    const response = await customRequest(client, user, {
      image: await jpegPhoto(),
      filename: 'holiday.jpg',
      prompt: 'on a beach at sunset',
      type: 'photo',
    })
    response.assertStatus(200)
    const { success, message, result } = response.body()
    assert.isTrue(success)
    assert.equal(message, 'Photo generated successfully!')
    assert.match(result.url, /^https?:\/\/[^/]+\/media\/private\/.+\?.*signature=/)
    const file = await client.get(new URL(result.url).pathname + new URL(result.url).search)
    file.assertStatus(200)
    assert.match(String(file.header('content-type')), /^image\//)
    // Without the signature the result is not served.
    assert.equal(await statusOf(client.get(new URL(result.url).pathname)), 404)

    assert.equal(await balanceOf(user.id), 100)
    assert.equal(await openHolds(user.id), 0)
    // Captured: the hold stays the one charge, nothing released.
    assert.deepInclude(await entryKinds(user.id), { hold: 1 })
    assert.notProperty(await entryKinds(user.id), 'release')
    const row = await requestRow(result.task_id)
    assert.equal(row.kind, 'custom_photo')
    assert.isNull(row.upload_key)
    assert.equal(await storedUploads(), uploadsBefore)
    // Not part of the profile's photo and video tabs.
    assert.lengthOf(await ownRequests(user.id, 'photo', 'en'), 0)
    assert.deepEqual(await requestCounts(user.id), { photos: 0, videos: 0 })
  }).timeout(60_000)

  test('video: task_id, then the status reads processing → completed/Success with an http url; others get 404', async ({
    client,
    assert,
  }) => {
    const user = await userWith(1200)
    const stranger = await userWith(10)
    const uploadsBefore = await storedUploads()
    const response = await customRequest(client, user, {
      image: await jpegPhoto(),
      prompt: 'walking in the rain',
      type: 'video',
    })
    response.assertStatus(200)
    const { success, message, result } = response.body()
    assert.isTrue(success)
    assert.equal(message, 'Video started. We will let you know when it is ready.')
    assert.match(result.task_id, /^[0-9a-f-]{36}$/)
    assert.equal(await balanceOf(user.id), 100)

    const stolen = call(client, stranger, 'get', `${CUSTOM_URL}/video-status/${result.task_id}`)
    assert.equal(await statusOf(stolen), 404)
    assert.equal(
      await statusOf(call(client, user, 'get', `${CUSTOM_URL}/video-status/not-a-task`)),
      404
    )

    const body = await finalStatus(client, user, result.task_id)
    assert.equal(body.success, true)
    assert.equal(body.status, 'completed')
    assert.equal(body.currentStatus, 'Success')
    assert.match(body.url, /^https?:\/\/.+\.mp4\?/)
    assert.isNull(body.message)
    const file = await client.get(new URL(body.url).pathname + new URL(body.url).search)
    file.assertStatus(200)
    assert.equal(file.header('content-type'), 'video/mp4')
    assert.equal(await openHolds(user.id), 0)
    const row = await requestRow(result.task_id)
    assert.isNull(row.upload_key)
    assert.equal(await storedUploads(), uploadsBefore)
    assert.lengthOf(await ownRequests(user.id, 'video', 'en'), 0)
  }).timeout(90_000)

  test('a failed photo gives the points back and deletes the upload', async ({
    client,
    assert,
  }) => {
    useImagePort(brokenImagePort)
    const user = await userWith(500)
    const uploadsBefore = await storedUploads()
    const response = await customRequest(client, user, {
      image: await jpegPhoto(),
      prompt: 'in a garden',
      type: 'photo',
    })
    response.assertStatus(502)
    assert.isFalse(response.body().success)
    assert.match(response.body().message, /Could not generate the photo.*points were returned/)
    assert.equal(response.body().balance, 500)
    assert.equal(await balanceOf(user.id), 500)
    assert.equal(await openHolds(user.id), 0)
    assert.deepInclude(await entryKinds(user.id), { hold: 1, release: 1 })
    const row = await db.from('studio_requests').where('user_id', user.id).firstOrFail()
    await settled(row.task_id)
    // The job deletes the upload once it ends; give it the moment after the settle.
    for (let i = 0; i < 50 && (await storedUploads()) !== uploadsBefore; i++) await sleep(50)
    assert.equal(await storedUploads(), uploadsBefore)
  }).timeout(60_000)

  test('a failed video reads failed/Failed with the message and the points back', async ({
    client,
    assert,
  }) => {
    const { useVideoPort } = await import('#ai/services/video/video_service')
    useVideoPort({
      driver: 'fal',
      isLocal: false,
      generator: 'test failing video',
      start: async () => ({ taskId: 'bad-1' }),
      status: async () => ({ state: 'failed', reason: 'model error', raw: 'FAILED' }),
      discard: async () => {},
    })
    try {
      const user = await userWith(1100)
      const started = await customRequest(client, user, {
        image: await jpegPhoto(),
        prompt: 'dancing',
        type: 'video',
      })
      const { result } = started.body()
      const body = await finalStatus(client, user, result.task_id)
      assert.equal(body.status, 'failed')
      assert.equal(body.currentStatus, 'Failed')
      assert.isNull(body.url)
      assert.equal(body.message, 'Video generation failed. Your points were returned.')
      assert.equal(await balanceOf(user.id), 1100)
    } finally {
      useVideoPort()
    }
  }).timeout(60_000)
})
