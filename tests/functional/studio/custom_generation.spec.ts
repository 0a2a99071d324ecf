import { test } from '@japa/runner'
import { setTimeout as sleep } from 'node:timers/promises'
import db from '@adonisjs/lucid/services/db'
import queue from '#core/queue/queue'
import { useImagePort } from '#ai/services/image/image_service'
import { ImageProviderError, type ImagePort } from '#ai/services/image/image_port'
import { balanceOf } from '#wallet/queries/balance_of'
import { ownRequests, requestCounts } from '#studio/queries/studio_requests'
import { purgeCustomResults } from '#studio/actions/purge_custom_results'
import drive from '@adonisjs/drive/services/main'
import { storeUpload, uploadKey } from '#studio/services/studio_uploads'
import { privateUrl } from '#studio/services/studio_media'
import { clock } from '#core/clock'
import {
  call,
  entryKinds,
  key,
  openHolds,
  requestRow,
  settled,
  statusOf,
  userWith,
} from './studio_helpers.js'
import { customRequest, jpegPhoto, storedUploads, CUSTOM_URL } from './custom_helpers.js'
import '#start/jobs'

const brokenPort: ImagePort = {
  driver: 'openai',
  isLocal: false,
  generate: async () => {
    throw new ImageProviderError('unavailable', 'upstream 503')
  },
  edit: async () => {
    throw new ImageProviderError('unavailable', 'upstream 503')
  },
}

/** The status endpoint, polled until the request ends. */
async function finalStatus(client: any, user: any, taskId: string) {
  for (let attempt = 1; attempt < 600; attempt++) {
    const response = await call(
      client,
      user,
      'get',
      `${CUSTOM_URL}/video-status/${taskId}?attempt=${attempt}`
    )
    response.assertStatus(200)
    if (response.body().status !== 'processing') return response.body()
    await sleep(100)
  }
  throw new Error('the custom video never settled')
}

test.group('Custom generation API (real worker, local ports)', (group) => {
  group.setup(async () => {
    await queue.work()
    return () => queue.stop()
  })
  group.each.teardown(() => useImagePort())
  group.each.teardown(() => clock.reset())

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
    useImagePort(brokenPort)
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

  test('results are deleted 24 hours after the request by the purge (moved clock), once', async ({
    client,
    assert,
  }) => {
    const user = await userWith(500)
    const response = await customRequest(client, user, {
      image: await jpegPhoto(),
      prompt: 'in the mountains',
      type: 'photo',
    })
    response.assertStatus(200)
    const { url, task_id: taskId } = response.body().result
    const path = new URL(url).pathname + new URL(url).search
    assert.equal(await statusOf(client.get(path)), 200)
    const row = await requestRow(taskId)
    assert.isTrue(await drive.use().exists(row.media_key))

    clock.travel(23 * 3600_000)
    await purgeCustomResults()
    assert.isTrue(await drive.use().exists(row.media_key))
    // The link of the answer lived 15 minutes; the owner's page signs a new one.
    assert.equal(await statusOf(client.get(path)), 403)
    const fresh = await privateUrl(row.media_key)
    assert.equal(await statusOf(client.get(fresh)), 200)

    clock.travel(3600_000 + 1000)
    const purged = await purgeCustomResults()
    assert.isAtLeast(purged.removed, 1)
    assert.isFalse(await drive.use().exists(row.media_key))
    assert.isNull(await db.from('studio_requests').where('task_id', taskId).first())
    assert.equal(await statusOf(client.get(await privateUrl(row.media_key))), 404)
    const status = call(client, user, 'get', `${CUSTOM_URL}/video-status/${taskId}`)
    assert.equal(await statusOf(status), 404)
    // Idempotent: nothing left to purge for this one; the points stay spent.
    clock.travel(24 * 3600_000)
    await purgeCustomResults()
    assert.equal(await balanceOf(user.id), 0)
    assert.equal(await openHolds(user.id), 0)
  }).timeout(60_000)

  test('the purge leaves photo and video requests of a model alone', async ({ assert }) => {
    const user = await userWith(0)
    const [inserted] = await db
      .table('studio_requests')
      .insert({
        task_id: crypto.randomUUID(),
        user_id: user.id,
        kind: 'photo',
        prompt: 'kept',
        cost: 10,
        status: 'failed',
        client_key: key(),
        deadline_at: clock.now(),
        created_at: clock.now(),
      })
      .returning('id')
    clock.travel(72 * 3600_000)
    await purgeCustomResults()
    assert.isNotNull(await db.from('studio_requests').where('id', inserted.id).first())
    await db.from('studio_requests').where('id', inserted.id).delete()
  })

  test('the purge deletes uploads no request knows once they are an hour old, and only those', async ({
    assert,
  }) => {
    const user = await userWith(0)
    const orphan = uploadKey('png')
    const owned = uploadKey('png')
    await storeUpload(orphan, Buffer.from('left by a web process that died'))
    await storeUpload(owned, Buffer.from('a running request'))
    const [row] = await db
      .table('studio_requests')
      .insert({
        task_id: crypto.randomUUID(),
        user_id: user.id,
        kind: 'custom_photo',
        prompt: 'running',
        cost: 500,
        status: 'processing',
        client_key: key(),
        upload_key: owned,
        deadline_at: clock.now(),
      })
      .returning('id')

    // A fresh orphan may be a request being committed right now: kept.
    const now = await purgeCustomResults()
    assert.equal(now.orphanUploads, 0)
    assert.isTrue(await drive.use().exists(orphan))

    clock.travel(61 * 60_000)
    const later = await purgeCustomResults()
    assert.isAtLeast(later.orphanUploads, 1)
    assert.isFalse(await drive.use().exists(orphan))
    assert.isTrue(await drive.use().exists(owned))
    const again = await purgeCustomResults()
    assert.equal(again.orphanUploads, 0)

    await db.from('studio_requests').where('id', row.id).delete()
    await drive.use().delete(owned)
  })
})
