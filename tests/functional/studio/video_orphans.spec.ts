import { test } from '@japa/runner'
import { setTimeout as sleep } from 'node:timers/promises'
import db from '@adonisjs/lucid/services/db'
import drive from '@adonisjs/drive/services/main'
import { FalVideoAdapter } from '#ai/services/video/fal_video_adapter'
import { useVideoPort } from '#ai/services/video/video_service'
import { balanceOf } from '#ledger/queries/balance_of'
import { requestGeneration } from '#studio/actions/request_generation'
import { sweepRequests } from '#studio/actions/sweep_requests'
import { clock } from '#core/clock'
import studioConfig from '#config/studio'
import { FalFake } from '#tests/fakes/fal_fake'
import { mkdir, rm } from 'node:fs/promises'
import { join } from 'node:path'
import { driveRoot } from '#config/drive'
import { resultKey } from '#studio/services/studio_media'
import { publicOrigin } from '#core/http/public_url'
import {
  entryKinds,
  key,
  openHolds,
  pictured,
  settled,
  studioCost,
  userWith,
  workDuringGroup,
} from './studio_helpers.js'
import '#start/jobs'

/*
| Paid video work is never orphaned nor paid twice: each path through the
| real jobs (in-process worker) against fal's loopback fake.
*/

const MODEL = 'fal-ai/kling-video/v2.1/standard/image-to-video'
const originalDeadlines = { ...studioConfig.deadlineSeconds }
const originalPoll = { ...studioConfig.videoPoll }

async function videoFor(points = 200) {
  const model = await pictured()
  const user = await userWith(points)
  const accepted = await requestGeneration({
    userId: user.id,
    kind: 'video',
    modelId: model.id,
    prompt: 'walking on the beach',
    clientKey: key(),
  })
  return { user, accepted }
}

async function pollJobs(requestId: number) {
  const result = await db.rawQuery(
    `SELECT state FROM pgboss.job WHERE name = 'studio.poll' AND (data->>'requestId')::bigint = ?`,
    [requestId]
  )
  return result.rows.map((row: any) => row.state as string)
}

async function until(check: () => Promise<boolean>, timeoutMs = 10_000) {
  const bound = Date.now() + timeoutMs
  while (!(await check())) {
    if (Date.now() > bound) throw new Error('condition not met in time')
    await sleep(50)
  }
}

test.group('Studio: paid video work never orphaned (fal fake)', (group) => {
  let fake: FalFake
  group.setup(workDuringGroup)
  group.each.setup(async () => {
    fake = await new FalFake().start()
    // No test here makes fal hang: a short timeout would only cut a submit short under load.
    useVideoPort(
      new FalVideoAdapter({
        baseUrl: fake.url,
        model: MODEL,
        apiKey: 'fal-test',
        timeoutMs: 10_000,
      })
    )
    return async () => {
      Object.assign(studioConfig.deadlineSeconds, originalDeadlines)
      Object.assign(studioConfig.videoPoll, originalPoll)
      clock.reset()
      useVideoPort()
      await fake.stop()
    }
  })

  test('the deadline takes one last look: a clip finished since the last poll is kept and paid', async ({
    assert,
  }) => {
    // No poll comes within the test (a deadline job waited out a 10 s poll at load 8): only the
    // deadline's last look can see the finished clip. The submit gets the time left before the
    // deadline: with 2 s, a job picked up late under load cut it short, and a submit without an
    // answer waits for fal's callback, not the deadline.
    studioConfig.videoPoll.pollMs = 60_000
    studioConfig.deadlineSeconds.video = 6
    fake.plan({ statuses: [{ status: 'COMPLETED' }] })
    const { user, accepted } = await videoFor()
    const row = await settled(accepted.taskId, 20_000)
    assert.equal(row.status, 'completed', 'the finished clip is not thrown away')
    assert.isTrue(await drive.use().exists(row.media_key))
    assert.equal(await balanceOf(user.id), 200 - (await studioCost('video')))
    assert.deepEqual(await entryKinds(user.id), { purchase: 1, hold: 1 })
    assert.equal(await openHolds(user.id), 0)
    assert.lengthOf(fake.calls('status'), 1, 'one last look')
    assert.lengthOf(fake.calls('submit'), 1, 'never generated again')
    assert.isFalse(fake.cancelled(row.provider_task_id), 'a delivered task is not cancelled')
  }).timeout(30_000)

  test('the minute sweep re-arms the poll of a running task whose poll chain ran out of retries', async ({
    assert,
  }) => {
    studioConfig.videoPoll.pollMs = 1_000
    fake.plan({
      statuses: [{ status: 'IN_PROGRESS' }, { status: 'IN_PROGRESS' }, { status: 'COMPLETED' }],
    })
    const { user, accepted } = await videoFor()
    await until(async () => {
      const states = await pollJobs(accepted.id)
      return states.includes('created')
    })
    // What pg-boss leaves after the database was away through every retry: the chain's job failed.
    await db.rawQuery(
      `UPDATE pgboss.job SET state = 'failed', completed_on = now()
       WHERE name = 'studio.poll' AND (data->>'requestId')::bigint = ? AND state IN ('created', 'retry')`,
      [accepted.id]
    )
    await sleep(2_000)
    const stuck = await db.from('studio_requests').where('id', accepted.id).first()
    assert.equal(stuck.status, 'processing', 'nothing follows the task any more')
    // The sweep leaves a request touched in its last 30 s alone (its own poll may be coming).
    clock.travel(31_000)
    const swept = await sweepRequests()
    assert.equal(swept.rearmed, 1)
    const again = await sweepRequests()
    assert.equal(again.rearmed, 0, 'a second sweep finds it followed')
    clock.reset()
    const row = await settled(accepted.taskId, 20_000)
    assert.equal(row.status, 'completed')
    assert.equal(await balanceOf(user.id), 200 - (await studioCost('video')))
    assert.lengthOf(fake.calls('submit'), 1)
  }).timeout(40_000)

  test('the still reaches fal as a signed URL of our store, with the time left and a media expiry; fal’s cost is kept', async ({
    assert,
  }) => {
    studioConfig.videoPoll.pollMs = 200
    const { accepted } = await videoFor()
    const row = await settled(accepted.taskId, 20_000)
    assert.equal(row.status, 'completed')
    const [submit] = fake.calls('submit')
    const imageUrl = new URL(submit.body.image_url)
    assert.equal(imageUrl.origin, publicOrigin())
    assert.match(
      imageUrl.pathname,
      /^\/media\/private\/uploads\/provider-inputs\/[0-9a-f-]{36}\.jpg$/
    )
    assert.isNotNull(imageUrl.searchParams.get('signature'))
    const left = Number(submit.headers['x-fal-request-timeout'])
    assert.isAbove(left, studioConfig.deadlineSeconds.video - 30)
    assert.isAtMost(left, studioConfig.deadlineSeconds.video)
    assert.equal(
      submit.headers['x-fal-object-lifecycle-preference'],
      '{"expiration_duration_seconds":3600}'
    )
    assert.deepEqual(row.provider_usage, { billable_units: 5 })
  }).timeout(30_000)

  test('a result larger than the cap fails once and is refunded, never read whole nor fetched again', async ({
    assert,
  }) => {
    studioConfig.videoPoll.pollMs = 200
    studioConfig.videoPoll.maxResultBytes = 1000
    fake.plan({ statuses: [{ status: 'COMPLETED' }] })
    const { user, accepted } = await videoFor()
    const row = await settled(accepted.taskId, 20_000)
    assert.equal(row.status, 'failed')
    assert.equal(row.failure_reason, 'provider_error')
    assert.equal(await balanceOf(user.id), 200)
    assert.lengthOf(fake.calls('file'), 1)
  }).timeout(30_000)

  test('a paid result whose storage fails is stored again from fal’s result, never generated again', async ({
    assert,
  }) => {
    studioConfig.videoPoll.pollMs = 500
    fake.plan({ statuses: [{ status: 'COMPLETED' }] })
    const { user, accepted } = await videoFor()
    // A folder where the result's file goes: the first store fails (EISDIR).
    const blocked = join(driveRoot(), resultKey(accepted.id, user.id, 'mp4'))
    await mkdir(blocked, { recursive: true })
    await until(async () => {
      const states = await pollJobs(accepted.id)
      return states.includes('retry')
    }, 20_000)
    await rm(blocked, { recursive: true })
    const row = await settled(accepted.taskId, 30_000)
    assert.equal(row.status, 'completed')
    assert.isTrue(await drive.use().exists(row.media_key))
    assert.equal(await balanceOf(user.id), 200 - (await studioCost('video')))
    assert.lengthOf(fake.calls('submit'), 1, 'never generated again')
    assert.isAtLeast(fake.calls('result').length, 2, 'the result read again from its response URL')
    assert.isAtLeast(fake.calls('file').length, 2)
  }).timeout(40_000)
})
