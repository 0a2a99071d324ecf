import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import drive from '@adonisjs/drive/services/main'
import { FalVideoAdapter } from '#ai/services/video/fal_video_adapter'
import { useVideoPort } from '#ai/services/video/video_service'
import { balanceOf } from '#ledger/queries/balance_of'
import { verifyLedger } from '#ledger/queries/verify_ledger'
import { requestGeneration } from '#studio/actions/request_generation'
import { firstPoll, pollTask } from '#studio/actions/poll_task'
import { schedulePoll } from '#studio/jobs/poll_job'
import { fakeClip, FalFake } from '#tests/fakes/fal_fake'
import { videoMarks } from '#tests/helpers/ai_marks'
import {
  call,
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

/** The task's cancel, which the failing statement is followed by (not part of it): bounded wait. */
async function cancelSeen(fake: { cancelled(id: string): boolean }, taskId: string) {
  const bound = performance.now() + 5_000
  while (!fake.cancelled(taskId) && performance.now() < bound) {
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  return fake.cancelled(taskId)
}

/*
| A video's job submits the fal task and ends;
| short `studio.poll` jobs follow it (the in-process worker, fal's loopback
| fake as strict as the real queue). Every failure ends with the points back.
*/

const MODEL = 'fal-ai/kling-video/v2.1/standard/image-to-video'

/** Runs of one job type for one request, with how long each took (pg-boss's own stamps). */
async function jobRuns(
  name: string,
  requestId: number
): Promise<Array<{ state: string; ms: number }>> {
  const result = await db.rawQuery(
    `SELECT state, extract(epoch FROM completed_on - started_on) * 1000 AS ms
     FROM pgboss.job WHERE name = ? AND (data->>'requestId')::bigint = ? ORDER BY created_on`,
    [name, requestId]
  )
  return result.rows.map((row: any) => ({ state: row.state as string, ms: Number(row.ms) }))
}

async function videoFor(points = 200, locale: 'en' | 'es' = 'en') {
  const model = await pictured()
  const user = await userWith(points, locale)
  const accepted = await requestGeneration({
    userId: user.id,
    kind: 'video',
    modelId: model.id,
    prompt: 'walking on the beach',
    clientKey: key(),
  })
  return { user, accepted }
}

async function pointsAreBack(assert: any, userId: number) {
  assert.equal(await balanceOf(userId), 200)
  assert.deepInclude(await entryKinds(userId), { hold: 1, release: 1 })
  assert.equal(await openHolds(userId), 0)
}

test.group('Studio: video polling as scheduled jobs (fal fake)', (group) => {
  let fake: FalFake
  group.setup(workDuringGroup)
  group.each.setup(async () => {
    fake = await new FalFake().start()
    useVideoPort(
      new FalVideoAdapter({ baseUrl: fake.url, model: MODEL, apiKey: 'fal-test', timeoutMs: 300 })
    )
    return async () => {
      useVideoPort()
      await fake.stop()
    }
  })

  test('the job submits and ends; short polls follow the task to completed and capture once', async ({
    assert,
  }) => {
    fake.plan({
      statuses: [
        { status: 'IN_QUEUE', queue_position: 2 },
        { status: 'IN_QUEUE', queue_position: 0 },
        { status: 'IN_PROGRESS' },
        { status: 'IN_PROGRESS' },
        { status: 'COMPLETED' },
      ],
    })
    const { user, accepted } = await videoFor()
    const stages = new Set<string>()
    const watching = (async () => {
      while (true) {
        const row = await db.from('studio_requests').where('id', accepted.id).first()
        stages.add(row.stage)
        if (row.status === 'completed' || row.status === 'failed') return
        await new Promise((resolve) => setTimeout(resolve, 20))
      }
    })()
    const row = await settled(accepted.taskId, 30_000)
    await watching
    assert.equal(row.status, 'completed')
    assert.includeMembers([...stages], ['queued', 'generating', 'saved'])
    // fal's clip, as stored: remuxed with its AI marks (ai_marks.spec.ts reads them).
    const stored = Buffer.from(await drive.use().getBytes(row.media_key))
    const { aiSystemUsed } = await videoMarks(stored)
    const clip = await fakeClip()
    assert.equal(aiSystemUsed, MODEL)
    assert.approximately(stored.length, clip.length, 2048)
    assert.equal(await balanceOf(user.id), 200 - (await studioCost('video')))
    assert.deepEqual(await entryKinds(user.id), { purchase: 1, hold: 1 })

    const [generate] = await jobRuns('studio.generate', accepted.id)
    const polls = await jobRuns('studio.poll', accepted.id)
    assert.equal(generate.state, 'completed')
    assert.isBelow(generate.ms, 2_000, 'the video job only submits')
    assert.lengthOf(polls, 5, 'one poll per status answer')
    assert.isTrue(polls.every((poll) => poll.state === 'completed'))
    const durations = polls.map((poll) => Math.round(poll.ms)).sort((a, b) => a - b)
    console.log(`video job ${Math.round(generate.ms)} ms; polls ${durations.join(', ')} ms`)
    assert.isBelow(durations[durations.length - 2], 500, 'a poll that only asks is short')
    assert.lengthOf(fake.calls('submit'), 1)
    assert.lengthOf(fake.calls('result'), 1)
  }).timeout(40_000)

  test('a 503 and a timeout on the result fetch are retried on the next polls; the third read completes', async ({
    assert,
  }) => {
    fake.plan({ statuses: [{ status: 'COMPLETED' }] })
    fake.glitch({ status: 503, on: 'result' }, { delayMs: 1_000, on: 'result' })
    const { user, accepted } = await videoFor()
    const row = await settled(accepted.taskId, 30_000)
    assert.equal(row.status, 'completed')
    assert.lengthOf(fake.calls('result'), 3)
    assert.deepEqual(await entryKinds(user.id), { purchase: 1, hold: 1 })
  }).timeout(40_000)

  test('a result that keeps failing (5xx) fails after 3 polls, refunds and says why in es and en', async ({
    client,
    assert,
  }) => {
    fake.plan({ statuses: [{ status: 'COMPLETED' }] })
    fake.glitch(
      { status: 500, on: 'result' },
      { status: 502, on: 'result' },
      { status: 503, on: 'result' },
      { status: 503, on: 'result' }
    )
    const { user, accepted } = await videoFor(200)
    const row = await settled(accepted.taskId, 30_000)
    assert.equal(row.status, 'failed')
    assert.equal(row.failure_reason, 'provider_unavailable')
    assert.lengthOf(fake.calls('result'), 3)
    await pointsAreBack(assert, user.id)
    const en = await call(client, user, 'get', `/videos/status/${accepted.taskId}?lang=en`)
    assert.include(en.body().message, 'did not deliver the video')
    assert.include(en.body().message, 'points were returned')
    const es = await call(client, user, 'get', `/videos/status/${accepted.taskId}?lang=es`)
    assert.include(es.body().message, 'no entregó el vídeo')
    assert.include(es.body().message, 'Te hemos devuelto los puntos')
  }).timeout(40_000)

  test('a status word nobody knows is bounded: 10 of them fail the video, cancel the task, refund', async ({
    assert,
  }) => {
    fake.plan({ statuses: [{ status: 'WARMING_UP' }] })
    const { user, accepted } = await videoFor()
    const row = await settled(accepted.taskId, 40_000)
    assert.equal(row.status, 'failed')
    assert.equal(row.failure_reason, 'provider_error')
    assert.lengthOf(fake.calls('status'), 10)
    assert.isTrue(await cancelSeen(fake, row.provider_task_id))
    await pointsAreBack(assert, user.id)
  }).timeout(50_000)

  test('a task fal no longer knows (404) fails as lost; a refused status (4xx) as a provider error', async ({
    assert,
  }) => {
    fake.glitch({ status: 404, on: 'status' })
    const lost = await videoFor()
    const lostRow = await settled(lost.accepted.taskId, 30_000)
    assert.equal(lostRow.failure_reason, 'lost')
    await pointsAreBack(assert, lost.user.id)

    fake.glitch({ status: 422, on: 'status' })
    const refused = await videoFor()
    const refusedRow = await settled(refused.accepted.taskId, 30_000)
    assert.equal(refusedRow.failure_reason, 'provider_error')
    await pointsAreBack(assert, refused.user.id)
  }).timeout(40_000)

  test('status 5xx and timeouts only slow the polls down; the video still completes', async ({
    assert,
  }) => {
    fake.plan({ statuses: [{ status: 'IN_PROGRESS' }, { status: 'COMPLETED' }] })
    fake.glitch({ status: 500, on: 'status' }, { delayMs: 1_000, on: 'status' })
    const { accepted } = await videoFor()
    const row = await settled(accepted.taskId, 30_000)
    assert.equal(row.status, 'completed')
    assert.lengthOf(fake.calls('status'), 4)
  }).timeout(40_000)

  test('a duplicate poll for a settled request does nothing; one queued poll per request', async ({
    assert,
  }) => {
    const { user, accepted } = await videoFor()
    const row = await settled(accepted.taskId, 30_000)
    assert.equal(row.status, 'completed')
    const calls = fake.requests.length
    assert.deepEqual(await pollTask(firstPoll(accepted.id, row.provider_task_id)), {
      outcome: 'settled',
    })
    assert.equal(fake.requests.length, calls, 'no provider call for a settled request')

    // Two sends for one request while the first still waits: pg-boss keeps one.
    const first = await schedulePoll(firstPoll(accepted.id, row.provider_task_id), 60_000)
    const second = await schedulePoll(firstPoll(accepted.id, row.provider_task_id), 60_000)
    assert.isString(first)
    assert.isNull(second)
    await db.rawQuery(`DELETE FROM pgboss.job WHERE id = ?`, [first])
    assert.deepEqual(await entryKinds(user.id), { purchase: 1, hold: 1 })
    const ledger = await verifyLedger()
    assert.deepEqual(ledger.drift, [])
  }).timeout(40_000)
})
