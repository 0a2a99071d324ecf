import { test } from '@japa/runner'
import { setTimeout as sleep } from 'node:timers/promises'
import db from '@adonisjs/lucid/services/db'
import drive from '@adonisjs/drive/services/main'
import { FalVideoAdapter } from '#ai/services/video/fal_video_adapter'
import { useVideoPort } from '#ai/services/video/video_service'
import type { VideoPort } from '#ai/services/video/video_port'
import { useImagePort } from '#ai/services/image/image_service'
import { ImageProviderError, type ImagePort } from '#ai/services/image/image_port'
import { balanceOf } from '#ledger/queries/balance_of'
import { verifyLedger } from '#ledger/queries/verify_ledger'
import queue from '#core/queue/queue'
import { clock } from '#core/clock'
import studioConfig from '#config/studio'
import { requestGeneration } from '#studio/actions/request_generation'
import { advanceRequest } from '#studio/actions/settle_request'
import { expireRequest } from '#studio/actions/expire_request'
import { saveResult } from '#studio/actions/save_result'
import { runningRequest } from '#studio/queries/running_request'
import { resultKey } from '#studio/services/studio_media'
import { FalFake, fakeClip } from '#tests/fakes/fal_fake'
import { ScriptedAgeEstimator, ageEstimatorDuringGroup } from '#tests/helpers/age_estimator'
import { checkVideoAges } from '#ai/services/age/age_service'
import {
  entryKinds,
  forgetCharacters,
  key,
  openHolds,
  pictured,
  settled,
  studioCost,
  userWith,
  workDuringGroup,
} from './studio_helpers.js'
import '#start/jobs'

/** The task's cancel, which the failing statement is followed by (not part of it): bounded wait. */
async function cancelSeen(fake: { cancelled(id: string): boolean }, taskId: string) {
  const bound = performance.now() + 5_000
  while (!fake.cancelled(taskId) && performance.now() < bound) {
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  return fake.cancelled(taskId)
}

/*
| The deadline (per kind, STUDIO_*_DEADLINE_S) is a job
| sent with the request; it cancels the provider task and refunds exactly
| once, even racing a poll that completes at the same moment.
*/

const MODEL = 'fal-ai/kling-video/v2.1/standard/image-to-video'
const original = { ...studioConfig.deadlineSeconds }
const originalPoll = { ...studioConfig.videoPoll }

/** A picture provider that answers only when told to stop (the photo's deadline case). */
const hangingImagePort: ImagePort = {
  driver: 'openai',
  isLocal: false,
  generator: 'test provider',
  generate: (_input, signal) =>
    new Promise((_resolve, reject) =>
      signal.addEventListener('abort', () => reject(new ImageProviderError('aborted', 'stopped')))
    ),
  edit: async () => {
    throw new ImageProviderError('unavailable', 'not used')
  },
}

async function ask(kind: 'photo' | 'video', userId: number, modelId: number) {
  return requestGeneration({ userId, kind, modelId, prompt: 'beach at dusk', clientKey: key() })
}

test.group('Studio: deadline jobs (worker in process)', (group) => {
  let fake: FalFake
  group.setup(workDuringGroup)
  group.each.setup(async () => {
    fake = await new FalFake().start()
    useVideoPort(
      new FalVideoAdapter({ baseUrl: fake.url, model: MODEL, apiKey: 'fal-test', timeoutMs: 500 })
    )
    return async () => {
      Object.assign(studioConfig.deadlineSeconds, original)
      Object.assign(studioConfig.videoPoll, originalPoll)
      useVideoPort()
      useImagePort()
      await fake.stop()
    }
  })

  test('STUDIO_VIDEO_DEADLINE_S: the deadline job cancels the fal task and refunds once', async ({
    assert,
  }) => {
    // The first poll would come after the deadline: the deadline job is what ends it.
    studioConfig.videoPoll.pollMs = 10_000
    studioConfig.deadlineSeconds.video = 2
    fake.plan({ statuses: [{ status: 'IN_QUEUE', queue_position: 0 }, { status: 'IN_PROGRESS' }] })
    const model = await pictured()
    const user = await userWith(200)
    const accepted = await ask('video', user.id, model.id)
    const row = await settled(accepted.taskId, 20_000)
    assert.equal(row.status, 'failed')
    assert.equal(row.failure_reason, 'timeout')
    const taken = (Number(new Date(row.finished_at)) - Number(new Date(row.created_at))) / 1000
    assert.isAtLeast(taken, 2)
    assert.isBelow(taken, 6)
    assert.lengthOf(fake.calls('status'), 1, 'no poll before the deadline, only its last look')
    assert.isTrue(await cancelSeen(fake, row.provider_task_id), 'the provider task was cancelled')
    assert.equal(await balanceOf(user.id), 200)
    assert.deepEqual(await entryKinds(user.id), { purchase: 1, hold: 1, release: 1 })
    const deadlineJobs = async () => {
      const jobs = await db.rawQuery(
        `SELECT state FROM pgboss.job WHERE name = 'studio.deadline' AND (data->>'requestId')::bigint = ?`,
        [accepted.id]
      )
      return jobs.rows.map((job: any) => job.state)
    }
    for (let wait = 0; wait < 50; wait++) {
      const [state] = await deadlineJobs()
      if (state === 'completed') break
      await sleep(100)
    }
    assert.deepEqual(await deadlineJobs(), ['completed'])
    // Its poll, when it comes, finds the request ended and calls nobody.
    assert.deepEqual(await entryKinds(user.id), { purchase: 1, hold: 1, release: 1 })
  }).timeout(30_000)

  test('STUDIO_PHOTO_DEADLINE_S: a photo the provider never delivers fails at its deadline, refunded', async ({
    assert,
  }) => {
    studioConfig.deadlineSeconds.photo = 2
    useImagePort(hangingImagePort)
    const model = await pictured()
    const user = await userWith(100)
    const accepted = await ask('photo', user.id, model.id)
    const row = await settled(accepted.taskId, 20_000)
    assert.equal(row.status, 'failed')
    assert.equal(row.failure_reason, 'timeout')
    assert.equal(await balanceOf(user.id), 100)
    assert.equal(await openHolds(user.id), 0)
  }).timeout(30_000)
})

test.group('Studio: the deadline racing a completing poll', (group) => {
  const discarded: string[] = []
  const recordingPort: VideoPort = {
    driver: 'fal',
    isLocal: false,
    generator: 'test provider',
    start: async () => ({ taskId: 'unused' }),
    status: async () => ({ state: 'processing', raw: 'IN_PROGRESS' }),
    discard: async (taskId) => {
      discarded.push(taskId)
    },
  }
  group.setup(() => async () => {
    await queue.stop()
    await forgetCharacters()
  })
  group.each.setup(() => {
    useVideoPort(recordingPort)
    return () => {
      useVideoPort()
      clock.reset()
    }
  })

  test('a poll storing the video as the deadline fires: exactly one wins, 16 times over', async ({
    assert,
    cleanup,
  }) => {
    // No worker here: the jobs these requests send wait, and only the race below settles them.
    const model = await pictured()
    const cost = await studioCost('video')
    const runs = []
    for (let index = 0; index < 16; index++) {
      const user = await userWith(200)
      const accepted = await ask('video', user.id, model.id)
      await advanceRequest(accepted.id, 'generating', `task-${index}`)
      runs.push({ user, accepted, request: (await runningRequest(accepted.id))! })
    }
    clock.travel(11 * 60 * 1000)
    // A real clip whose frames show no face (the estimator is scripted: the race is the point).
    const clip = await fakeClip()
    const restore = ageEstimatorDuringGroup(new ScriptedAgeEstimator().faces())
    cleanup(restore)
    const judging = performance.now()
    await checkVideoAges(clip, { path: 'video', userId: runs[0].user.id }, 'result')
    const step = performance.now() - judging
    // The deadlines fire across the polls' saving (the frames read, the file stored): some
    // land before a poll's completing statement, some after.
    const outcomes = await Promise.all(
      runs.map(({ request }, index) =>
        Promise.all([
          saveResult(request, clip, 'video/mp4'),
          sleep(index * step).then(() => expireRequest(request.id)),
        ])
      )
    )
    let completed = 0
    for (const [index, [saved, expired]] of outcomes.entries()) {
      const { user, accepted } = runs[index]
      const row = await db.from('studio_requests').where('id', accepted.id).first()
      assert.notEqual(saved === 'completed', expired === 'expired', `run ${index}: one winner`)
      assert.equal(await openHolds(user.id), 0)
      if (saved === 'completed') {
        completed++
        assert.equal(row.status, 'completed')
        assert.equal(await balanceOf(user.id), 200 - cost)
        assert.deepEqual(await entryKinds(user.id), { purchase: 1, hold: 1 })
        assert.isTrue(await drive.use().exists(row.media_key))
        assert.notInclude(discarded, `task-${index}`, 'a delivered task is not cancelled')
      } else {
        assert.equal(row.status, 'failed')
        assert.equal(row.failure_reason, 'timeout')
        assert.isNull(row.media_key)
        const stored = resultKey(accepted.id, user.id, 'mp4')
        assert.isFalse(await drive.use().exists(stored), 'the losing poll removed its file')
        assert.equal(await balanceOf(user.id), 200)
        assert.deepEqual(await entryKinds(user.id), { purchase: 1, hold: 1, release: 1 })
        assert.include(discarded, `task-${index}`, 'the expired task is cancelled')
      }
    }
    console.log(`deadline race: ${completed} completed, ${16 - completed} expired`)
    const ledger = await verifyLedger()
    assert.deepEqual(ledger.drift, [])
  }).timeout(60_000)
})
