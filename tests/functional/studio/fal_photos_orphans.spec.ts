import { test } from '@japa/runner'
import { mkdir, rm } from 'node:fs/promises'
import { join } from 'node:path'
import db from '@adonisjs/lucid/services/db'
import drive from '@adonisjs/drive/services/main'
import { useVideoPort } from '#ai/services/video/video_service'
import { FalVideoAdapter } from '#ai/services/video/fal_video_adapter'
import { balanceOf } from '#ledger/queries/balance_of'
import { taskCallbackUrl } from '#studio/actions/submit_task'
import { resultKey } from '#studio/services/studio_media'
import { driveRoot } from '#config/drive'
import studioConfig from '#config/studio'
import { FalFake } from '#tests/fakes/fal_fake'
import { entryKinds, settled, studioCost, workDuringGroup } from './studio_helpers.js'
import { jobStates, photoFor, restoreStudio, until, useFalPhotos } from './fal_photo_helpers.js'
import '#start/jobs'

/*
| A photo on fal is never orphaned nor paid twice, as a video is not: a
| lost submit answer is found by fal's webhook, the deadline's last look
| keeps a finished picture, and a picture whose storing fails is fetched
| again from fal's result (never generated again, never refunded while fal
| billed it). Each path through the real jobs against fal's fake.
*/

async function hasJob(name: 'studio.generate' | 'studio.poll', requestId: number, state: string) {
  const states = await jobStates(name, requestId)
  return states.includes(state)
}

/** Paid once: the hold captured, nothing released. */
async function paidOnce(assert: any, userId: number, kind: 'photo' | 'video', points: number) {
  assert.equal(await balanceOf(userId), points - (await studioCost(kind)))
  assert.deepEqual(await entryKinds(userId), { purchase: 1, hold: 1 })
}

test.group('Studio: fal photos never orphaned', (group) => {
  let fake: FalFake
  group.setup(workDuringGroup)
  group.each.setup(async () => {
    fake = await new FalFake().start()
    useFalPhotos(fake)
    studioConfig.videoPoll.pollMs = 200
    return async () => {
      restoreStudio()
      useVideoPort()
      await fake.stop()
    }
  })

  test('the submit answer is lost: points stay held, the webhook names the task, it is followed and paid once', async ({
    assert,
  }) => {
    fake.glitch({ on: 'submit', lose: true })
    const { user, accepted } = await photoFor()
    await until(() => hasJob('studio.generate', accepted.id, 'completed'))
    const waiting = await db.from('studio_requests').where('id', accepted.id).first()
    assert.oneOf(waiting.status, ['pending', 'processing'], 'not refunded while fal may work')
    assert.isNull(waiting.provider_task_id)
    assert.equal(fake.webhookOf('req-1'), taskCallbackUrl(waiting.submit_key))
    assert.notProperty(await entryKinds(user.id), 'release')
    assert.equal(await fake.finish('req-1'), 200)
    const row = await settled(accepted.taskId, 20_000)
    assert.equal(row.status, 'completed')
    assert.equal(row.provider_task_id.split(' ')[0], 'req-1')
    await paidOnce(assert, user.id, 'photo', 100)
    assert.lengthOf(fake.calls('submit'), 1, 'never submitted twice')
  }).timeout(40_000)

  test('the deadline’s last look keeps a photo finished since the last poll', async ({
    assert,
  }) => {
    // No poll comes before the deadline: only its last look can see the finished picture.
    studioConfig.videoPoll.pollMs = 10_000
    studioConfig.deadlineSeconds.photo = 2
    fake.plan({ statuses: [{ status: 'COMPLETED' }] })
    const { user, accepted } = await photoFor()
    const row = await settled(accepted.taskId, 20_000)
    assert.equal(row.status, 'completed', 'the finished picture is not thrown away')
    assert.isTrue(await drive.use().exists(row.media_key))
    await paidOnce(assert, user.id, 'photo', 100)
    assert.lengthOf(fake.calls('status'), 1, 'one last look')
    assert.lengthOf(fake.calls('submit'), 1)
  }).timeout(30_000)

  test('a paid photo whose storage fails is stored again from fal’s result, never generated again', async ({
    assert,
  }) => {
    studioConfig.videoPoll.pollMs = 500
    fake.plan({ statuses: [{ status: 'COMPLETED' }] })
    const { user, accepted } = await photoFor()
    // A folder where the result's file goes: the first store fails (EISDIR).
    const blocked = join(driveRoot(), resultKey(accepted.id, user.id, 'jpg'))
    await mkdir(blocked, { recursive: true })
    await until(() => hasJob('studio.poll', accepted.id, 'retry'))
    await rm(blocked, { recursive: true })
    const row = await settled(accepted.taskId, 30_000)
    assert.equal(row.status, 'completed')
    await paidOnce(assert, user.id, 'photo', 100)
    assert.lengthOf(fake.calls('submit'), 1, 'never generated again')
    assert.isAtLeast(fake.calls('file').length, 2, 'the picture fetched again from fal')
  }).timeout(40_000)

  for (const kind of ['photo', 'video'] as const) {
    test(`the last look finds a ${kind} finished but cannot store it: never refunded, stored again from fal’s result`, async ({
      assert,
    }) => {
      if (kind === 'video') {
        const model = 'fal-ai/kling-video/v2.1/standard/image-to-video'
        useVideoPort(
          new FalVideoAdapter({ baseUrl: fake.url, model, apiKey: 'fal-test', timeoutMs: 500 })
        )
      }
      studioConfig.videoPoll.pollMs = 60_000
      studioConfig.deadlineSeconds[kind] = 1
      studioConfig.lastLookRetry.everyMs = 300
      fake.plan({ statuses: [{ status: 'COMPLETED' }] })
      const points = 200
      const { user, accepted } = await photoFor(points, kind)
      const extension = kind === 'video' ? 'mp4' : 'jpg'
      const blocked = join(driveRoot(), resultKey(accepted.id, user.id, extension))
      await mkdir(blocked, { recursive: true })
      await until(async () => fake.calls('file').length >= 3)
      const late = await db.from('studio_requests').where('id', accepted.id).first()
      assert.oneOf(late.status, ['pending', 'processing'], 'not refunded while fal billed it')
      assert.notProperty(await entryKinds(user.id), 'release')
      await rm(blocked, { recursive: true })
      const row = await settled(accepted.taskId, 20_000)
      assert.equal(row.status, 'completed')
      await paidOnce(assert, user.id, kind, points)
      assert.lengthOf(fake.calls('submit'), 1, 'never generated again')
      assert.lengthOf(fake.calls('cancel'), 1, 'let go of once stored')
    }).timeout(40_000)
  }
})
