import { test } from '@japa/runner'
import { setTimeout as sleep } from 'node:timers/promises'
import db from '@adonisjs/lucid/services/db'
import { FalVideoAdapter } from '#ai/services/video/fal_video_adapter'
import { useVideoPort } from '#ai/services/video/video_service'
import { balanceOf } from '#ledger/queries/balance_of'
import { requestGeneration } from '#studio/actions/request_generation'
import { taskCallbackUrl } from '#studio/actions/submit_task'
import queue from '#core/queue/queue'
import studioConfig from '#config/studio'
import { FalFake } from '#tests/fakes/fal_fake'
import { kill9, startWorker } from './worker_processes.js'
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

/*
| A submit fal took but whose answer we never read (lost, or its worker
| died) is found again through fal's signed webhook, carrying the key we
| committed before calling: followed and paid once, never refunded while
| fal works, never submitted twice; a webhook after the refund cancels it.
*/

const MODEL = 'fal-ai/kling-video/v2.1/standard/image-to-video'
const originalDeadlines = { ...studioConfig.deadlineSeconds }
const originalPoll = { ...studioConfig.videoPoll }
const originalReconcile = studioConfig.reconcileSeconds

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

async function until(check: () => Promise<boolean>, timeoutMs = 30_000) {
  const bound = Date.now() + timeoutMs
  while (!(await check())) {
    if (Date.now() > bound) throw new Error('condition not met in time')
    await sleep(50)
  }
}

async function generateDone(requestId: number) {
  const result = await db.rawQuery(
    `SELECT state FROM pgboss.job WHERE name = 'studio.generate' AND (data->>'requestId')::bigint = ?`,
    [requestId]
  )
  return result.rows.some((row: any) => row.state === 'completed')
}

function useFake(fake: FalFake, timeoutMs = 500) {
  const options = { baseUrl: fake.url, model: MODEL, apiKey: 'fal-test', timeoutMs }
  useVideoPort(new FalVideoAdapter({ ...options, jwksUrl: fake.jwksUrl }))
}

/** The request is still running with its points held, and follows no task yet. */
async function heldWithoutTask(assert: any, requestId: number, userId: number) {
  const row = await db.from('studio_requests').where('id', requestId).first()
  assert.oneOf(row.status, ['pending', 'processing'], 'not refunded while fal may work')
  assert.isNull(row.provider_task_id)
  assert.match(row.submit_key, /^[0-9a-f-]{36}$/)
  assert.equal(await balanceOf(userId), 200 - (await studioCost('video')))
  assert.notProperty(await entryKinds(userId), 'release')
  return row
}

function restore() {
  Object.assign(studioConfig.deadlineSeconds, originalDeadlines)
  Object.assign(studioConfig.videoPoll, originalPoll)
  studioConfig.reconcileSeconds = originalReconcile
  useVideoPort()
}

test.group('Studio: a lost submit answer, reconciled by fal’s webhook', (group) => {
  let fake: FalFake
  group.setup(workDuringGroup)
  group.each.setup(async () => {
    fake = await new FalFake().start()
    useFake(fake)
    studioConfig.videoPoll.pollMs = 200
    return async () => {
      restore()
      await fake.stop()
    }
  })

  test('the answer is lost: points stay held, the webhook names the task, it is followed and paid once', async ({
    assert,
  }) => {
    fake.glitch({ on: 'submit', lose: true })
    const { user, accepted } = await videoFor()
    await until(() => generateDone(accepted.id))
    const waiting = await heldWithoutTask(assert, accepted.id, user.id)
    assert.equal(fake.webhookOf('req-1'), taskCallbackUrl(waiting.submit_key))
    assert.equal(await fake.finish('req-1'), 200)
    const row = await settled(accepted.taskId, 20_000)
    assert.equal(row.status, 'completed')
    assert.equal(row.provider_task_id.split(' ')[0], 'req-1')
    assert.equal(await balanceOf(user.id), 200 - (await studioCost('video')))
    assert.deepEqual(await entryKinds(user.id), { purchase: 1, hold: 1 })
    assert.lengthOf(fake.calls('submit'), 1, 'never submitted twice')
    assert.isFalse(fake.cancelled('req-1'))
  }).timeout(40_000)

  test('no webhook within the reconcile window: refunded once; one coming later cancels the task', async ({
    assert,
  }) => {
    studioConfig.deadlineSeconds.video = 1
    studioConfig.reconcileSeconds = 2
    fake.glitch({ on: 'submit', lose: true })
    const { user, accepted } = await videoFor()
    await until(() => generateDone(accepted.id))
    await sleep(1_500)
    await heldWithoutTask(assert, accepted.id, user.id)
    const row = await settled(accepted.taskId, 20_000)
    assert.equal(row.failure_reason, 'timeout')
    const waited = (Number(new Date(row.finished_at)) - Number(new Date(row.created_at))) / 1000
    assert.isAtLeast(waited, 3, 'the deadline and the reconcile window')
    assert.equal(await balanceOf(user.id), 200)
    assert.equal(await openHolds(user.id), 0)
    assert.equal(await fake.finish('req-1'), 200)
    await until(async () => fake.calls('cancel').length === 1, 5_000)
    assert.include(fake.calls('cancel')[0].path, '/requests/req-1/cancel')
    assert.deepEqual(await entryKinds(user.id), { purchase: 1, hold: 1, release: 1 })
  }).timeout(40_000)

  test('an unsigned, forged or stale webhook is refused and changes nothing', async ({
    assert,
  }) => {
    fake.glitch({ on: 'submit', lose: true })
    const { user, accepted } = await videoFor()
    await until(() => generateDone(accepted.id))
    const url = fake.webhookOf('req-1')!
    const post = (headers: Record<string, string>, body: string) =>
      fetch(url, { method: 'POST', headers, body }).then((answer) => answer.status)
    const good = fake.delivery('req-1')
    assert.equal(await post({ 'content-type': 'application/json' }, good.body), 401)
    assert.equal(await post(good.headers, good.body.replace('req-1', 'req-9')), 401)
    const stale = fake.delivery('req-1', Math.floor(Date.now() / 1000) - 301)
    assert.equal(await post(stale.headers, stale.body), 401)
    const forger = new FalFake()
    const forged = forger.signer.delivery('req-1', {})
    assert.equal(await post(forged.headers, forged.body), 401)
    await heldWithoutTask(assert, accepted.id, user.id)
  }).timeout(30_000)
})

test.group('Studio: a worker killed between the submit and saving its task id', (group) => {
  let fake: FalFake
  group.setup(() => async () => {
    await queue.stop()
    await forgetCharacters()
  })
  group.each.setup(async () => {
    fake = await new FalFake().start()
    useFake(fake)
    studioConfig.videoPoll.pollMs = 200
    return async () => {
      restore()
      await fake.stop()
    }
  })

  test('the retried job submits nothing new; fal’s webhook leads it to the first task', async ({
    assert,
  }) => {
    fake.glitch({ on: 'submit', hang: true })
    const worker = await startWorker({
      AI_VIDEO_DRIVER: 'fal',
      AI_VIDEO_BASE_URL: fake.url,
      AI_VIDEO_MODEL: MODEL,
      AI_VIDEO_API_KEY: 'fal-test',
      AI_VIDEO_TIMEOUT_MS: '120000',
      AI_VIDEO_WEBHOOK_JWKS_URL: fake.jwksUrl,
    })
    const { user, accepted } = await videoFor()
    await until(async () => fake.calls('submit').length === 1)
    await kill9(worker)
    // This process's worker gets the job again once the dead one's heartbeat lapses.
    await queue.work()
    await until(() => generateDone(accepted.id), 60_000)
    await heldWithoutTask(assert, accepted.id, user.id)
    assert.lengthOf(fake.calls('submit'), 1, 'the retried job did not submit again')
    assert.equal(await fake.finish('req-1'), 200)
    const row = await settled(accepted.taskId, 20_000)
    assert.equal(row.status, 'completed')
    assert.equal(await balanceOf(user.id), 200 - (await studioCost('video')))
    assert.deepEqual(await entryKinds(user.id), { purchase: 1, hold: 1 })
    assert.lengthOf(fake.calls('submit'), 1)
  }).timeout(120_000)
})
