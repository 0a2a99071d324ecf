import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { driveRoot } from '#config/drive'
import queue from '#core/queue/queue'
import { balanceOf } from '#ledger/queries/balance_of'
import { verifyLedger } from '#ledger/queries/verify_ledger'
import { requestGeneration } from '#studio/actions/request_generation'
import { deleteRequests } from '#studio/actions/delete_request'
import { FalFake } from '#tests/fakes/fal_fake'
import {
  aceArgs,
  startAppProcess,
  stopAppProcess,
  waitFor,
  type AppProcess,
} from '#tests/helpers/app_processes'
import {
  forgetCharacters,
  key,
  openHolds,
  pictured,
  studioCost,
  userWith,
} from './studio_helpers.js'
import '#start/jobs'

/*
| Photos never wait behind videos. One real worker
| process (what `npm start` runs with WORKER_CONCURRENCY=1), videos on a
| loopback fal whose tasks never finish and answer each status slowly
| (300 ms), photos on the local picture port. Before, each video held one of
| the generate queue's 4 slots while it polled fal for minutes: with four in
| flight, a photo waited until one ended (a photo was failed at 141 s).
*/

/** From the request to its completed row, as the user waits for it. */
async function photoTime(userId: number, modelId: number) {
  const started = performance.now()
  const accepted = await requestGeneration({
    userId,
    kind: 'photo',
    modelId,
    prompt: 'beach at noon',
    clientKey: key(),
  })
  const row = await waitFor(
    'the photo',
    async () => {
      const found = await db.from('studio_requests').where('id', accepted.id).first()
      return found.status === 'completed' || found.status === 'failed' ? found : undefined
    },
    30_000
  )
  return { ms: performance.now() - started, status: row.status as string }
}

test.group('Studio: photos beside slow videos (one worker process)', (group) => {
  let fake: FalFake
  let worker: AppProcess | undefined
  group.setup(async () => {
    // This process only sends jobs; the worker process runs them.
    await queue.stop()
    return async () => {
      if (worker) await stopAppProcess(worker)
      await fake?.stop()
      await queue.stop()
      await forgetCharacters()
    }
  })

  test('with WORKER_CONCURRENCY=1 and four slow videos in flight, a photo completes in its usual time', async ({
    assert,
  }) => {
    fake = await new FalFake().start()
    worker = startAppProcess(aceArgs('jobs:work'), {
      ...process.env,
      DRIVE_ROOT: driveRoot(),
      WORKER_CONCURRENCY: '1',
      QUEUE_MONITOR_SECONDS: '1',
      AI_VIDEO_DRIVER: 'fal',
      AI_VIDEO_BASE_URL: fake.url,
      AI_VIDEO_API_KEY: fake.apiKey,
      AI_VIDEO_TIMEOUT_MS: '2000',
      LOG_LEVEL: 'warn',
    })
    const ready = worker
    await waitFor('the worker', () => ready.output().includes('worker ready'), 60_000, ready.output)

    const model = await pictured()
    const user = await userWith(5_000)
    // The usual time: the second of two photos on an idle worker (the first warms it up).
    await photoTime(user.id, model.id)
    const usual = await photoTime(user.id, model.id)
    assert.equal(usual.status, 'completed')

    for (let index = 0; index < 4; index++) {
      fake.plan({
        statuses: [{ status: 'IN_QUEUE', queue_position: 1 }, { status: 'IN_PROGRESS' }],
        delayMs: 300,
      })
    }
    const videos: number[] = []
    for (let index = 0; index < 4; index++) {
      const accepted = await requestGeneration({
        userId: user.id,
        kind: 'video',
        modelId: model.id,
        prompt: `city at night ${index}`,
        clientKey: key(),
      })
      videos.push(accepted.id)
    }
    // All four submitted and being polled (each poll waits 300 ms on fal's answer).
    await waitFor(
      'four videos in flight',
      async () => {
        const rows = await db
          .from('studio_requests')
          .whereIn('id', videos)
          .where('stage', 'generating')
        return rows.length === 4 && fake.calls('status').length >= 8
      },
      30_000,
      ready.output
    )

    const beside = await photoTime(user.id, model.id)
    assert.equal(beside.status, 'completed')
    const running = await db
      .from('studio_requests')
      .whereIn('id', videos)
      .where('status', 'processing')
    assert.lengthOf(running, 4, 'the videos were still in flight')

    const polls = await db.rawQuery(
      `SELECT extract(epoch FROM completed_on - started_on) * 1000 AS ms FROM pgboss.job
       WHERE name = 'studio.poll' AND state = 'completed'
         AND (data->>'requestId')::bigint = ANY(?::bigint[])
       ORDER BY ms`,
      [videos]
    )
    const durations: number[] = polls.rows.map((row: any) => Math.round(Number(row.ms)))
    const median = durations[Math.floor(durations.length / 2)]
    console.log(
      `photo alone ${Math.round(usual.ms)} ms; beside 4 videos ${Math.round(beside.ms)} ms; ` +
        `${durations.length} polls, median ${median} ms, max ${durations.at(-1)} ms`
    )
    assert.isBelow(beside.ms, usual.ms + 2_000, 'the photo did not wait behind the videos')
    assert.isBelow(beside.ms, 5_000)
    assert.isAbove(durations.length, 0)
    assert.isBelow(median, 1_000, 'a poll is one status call')

    // Deleting the running videos gives their points back and cancels their fal tasks.
    await deleteRequests(user.id, { kinds: ['video'] })
    assert.equal(await balanceOf(user.id), 5_000 - 3 * (await studioCost('photo')))
    assert.equal(await openHolds(user.id), 0)
    const ledger = await verifyLedger()
    assert.deepEqual(ledger.drift, [])
    await waitFor('the cancels', () => fake.calls('cancel').length >= 4, 15_000, ready.output)
  }).timeout(180_000)
})
