import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { balanceOf } from '#ledger/queries/balance_of'
import queue from '#core/queue/queue'
import studioConfig from '#config/studio'
import { FalFake } from '#tests/fakes/fal_fake'
import { ageEstimatorDuringGroup, ScriptedAgeEstimator } from '#tests/helpers/age_estimator'
import { kill9, startWorker } from './worker_processes.js'
import {
  entryKinds,
  forgetCharacters,
  openHolds,
  settled,
  studioCost,
  workDuringGroup,
} from './studio_helpers.js'
import {
  PHOTO_MODEL,
  jobStates,
  photoFor,
  restoreStudio,
  until,
  useFalPhotos,
} from './fal_photo_helpers.js'
import '#start/jobs'

/*
| A photo on fal whose worker dies mid-submit is not submitted again by the
| retried job (fal's webhook leads it to the first task), and a fal picture
| passes the same age check as any other before anyone sees it.
*/

test.group('Studio: a fal photo’s worker killed during the submit', (group) => {
  let fake: FalFake
  group.setup(async () => {
    // A boss this process first starts for a send would not supervise: worked once, the next one does.
    await queue.work()
    await queue.stop()
    return async () => {
      await queue.stop()
      await forgetCharacters()
    }
  })
  group.each.setup(async () => {
    fake = await new FalFake().start()
    useFalPhotos(fake)
    studioConfig.videoPoll.pollMs = 200
    return async () => {
      restoreStudio()
      await fake.stop()
    }
  })

  test('the retried job submits nothing new; fal’s webhook leads it to the first task', async ({
    assert,
  }) => {
    fake.glitch({ on: 'submit', hang: true })
    const worker = await startWorker({
      AI_IMAGE_DRIVER: 'fal',
      AI_IMAGE_BASE_URL: fake.url,
      AI_IMAGE_MODEL: PHOTO_MODEL,
      AI_IMAGE_API_KEY: 'fal-test',
      AI_IMAGE_TIMEOUT_MS: '120000',
      AI_VIDEO_WEBHOOK_JWKS_URL: fake.jwksUrl,
    })
    const { user, accepted } = await photoFor()
    await until(async () => fake.calls('submit').length === 1)
    await kill9(worker)
    // This process's worker gets the job again once the dead one's heartbeat lapses.
    await queue.work()
    await until(async () => {
      const states = await jobStates('studio.generate', accepted.id)
      return states.includes('completed')
    }, 60_000)
    const waiting = await db.from('studio_requests').where('id', accepted.id).first()
    assert.oneOf(waiting.status, ['pending', 'processing'], 'held while fal may work')
    assert.isNull(waiting.provider_task_id)
    assert.lengthOf(fake.calls('submit'), 1, 'the retried job did not submit again')
    assert.equal(await fake.finish('req-1'), 200)
    const row = await settled(accepted.taskId, 20_000)
    assert.equal(row.status, 'completed')
    assert.equal(await balanceOf(user.id), 100 - (await studioCost('photo')))
    assert.deepEqual(await entryKinds(user.id), { purchase: 1, hold: 1 })
    assert.lengthOf(fake.calls('submit'), 1)
  }).timeout(120_000)
})

test.group('Studio: a fal photo’s faces', (group) => {
  const estimator = new ScriptedAgeEstimator()
  let fake: FalFake
  group.setup(workDuringGroup)
  group.setup(() => ageEstimatorDuringGroup(estimator))
  group.each.setup(async () => {
    fake = await new FalFake().start()
    useFalPhotos(fake)
    studioConfig.videoPoll.pollMs = 200
    return async () => {
      estimator.faces()
      restoreStudio()
      await fake.stop()
    }
  })

  test('a face under age in fal’s picture withholds it: nothing stored, refunded once', async ({
    assert,
  }) => {
    estimator.faces(34, 17)
    const { user, accepted } = await photoFor()
    const row = await settled(accepted.taskId, 20_000)
    assert.equal(row.status, 'failed')
    assert.equal(row.failure_reason, 'minor_face')
    assert.isNull(row.media_key)
    assert.equal(await balanceOf(user.id), 100)
    assert.equal(await openHolds(user.id), 0)
    assert.deepEqual(await entryKinds(user.id), { purchase: 1, hold: 1, release: 1 })
    assert.lengthOf(fake.calls('file'), 1, 'fetched once, never shown')
  }).timeout(30_000)
})
