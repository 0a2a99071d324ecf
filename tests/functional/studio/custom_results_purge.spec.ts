import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import drive from '@adonisjs/drive/services/main'
import { balanceOf } from '#ledger/queries/balance_of'
import { purgeCustomResults } from '#studio/actions/purge_custom_results'
import { storeUpload, uploadKey } from '#studio/services/studio_uploads'
import { privateUrl } from '#studio/services/studio_media'
import { clock } from '#core/clock'
import { call, key, openHolds, requestRow, statusOf, userWith } from './studio_helpers.js'
import { customRequest, jpegPhoto, workerDuringGroup, CUSTOM_URL } from './custom_helpers.js'
import '#start/jobs'

test.group('Custom generation API (real worker, local ports): the 24-hour purge', (group) => {
  group.setup(() => workerDuringGroup())
  group.each.teardown(() => clock.reset())

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
