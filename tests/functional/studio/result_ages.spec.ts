import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import drive from '@adonisjs/drive/services/main'
import type User from '#accounts/models/user'
import { balanceOf } from '#ledger/queries/balance_of'
import { verifyLedger } from '#ledger/queries/verify_ledger'
import { ageEstimatorDuringGroup, ScriptedAgeEstimator } from '#tests/helpers/age_estimator'
import {
  call,
  entryKinds,
  openHolds,
  pictured,
  requestRow,
  settled,
  studioCost,
  userWith,
  workDuringGroup,
} from './studio_helpers.js'
import { customRequest, finalStatus, jpegPhoto } from './custom_helpers.js'
import { refusalsOf } from './moderation_helpers.js'
import '#start/jobs'

/*
| Generated results pass the age check before they are saved: a face under
| the minimum age in a photo, or in any of a video's five frames (first,
| quarter, middle, three quarters, last), withholds the result. Nothing of
| it is stored, the request fails, its hold is released once (the points
| come back through the ledger's own release), the refusal is recorded and
| the user is told why. A scripted estimator sits behind the port.
*/

const estimator = new ScriptedAgeEstimator()

/** Results stored for `user` (private/studio/<id>/). */
async function storedResults(user: User) {
  const listing = await drive
    .use()
    .listAll(`private/studio/${user.id}/`, { recursive: true })
    .catch(() => null)
  return listing ? [...listing.objects].length : 0
}

/** One hold released, nothing captured, nothing stored, the ledger balanced. */
async function assertRefunded(assert: any, user: User, taskId: string, points: number) {
  assert.equal(await balanceOf(user.id), points)
  assert.equal(await openHolds(user.id), 0)
  assert.deepEqual(await entryKinds(user.id), { purchase: 1, hold: 1, release: 1 })
  const row = await requestRow(taskId)
  assert.equal(row.status, 'failed')
  assert.isNull(row.media_key)
  assert.equal(await storedResults(user), 0)
  const ledger = await verifyLedger()
  assert.deepEqual(ledger.drift, [])
}

test.group('Studio: the ages of the faces in generated results', (group) => {
  group.setup(workDuringGroup)
  group.setup(() => ageEstimatorDuringGroup(estimator))
  group.each.setup(() => {
    estimator.faces()
  })

  test('a photo with a face under age is withheld and refunded; the user is told why', async ({
    client,
    assert,
  }) => {
    const model = await pictured()
    const user = await userWith(100, 'es')
    estimator.faces(34, 17)
    const response = await call(client, user, 'post', '/photos/generate')
      .header('accept-language', 'es')
      .json({ modelId: model.id, prompt: 'en la playa' })
    response.assertStatus(422)
    assert.equal(
      response.body().message,
      'Se ha retenido la foto generada porque una persona en ella podría parecer menor de edad. Prueba con otra descripción u otra imagen. Se te han devuelto los puntos.'
    )
    await assertRefunded(assert, user, response.body().taskId, 100)
    const row = await requestRow(response.body().taskId)
    assert.equal(row.failure_reason, 'minor_face')
    assert.deepEqual(await refusalsOf(user), [
      { path: 'photo', category: 'minors', rule_id: 'age.result.minor_face', source: 'provider' },
    ])
  }).timeout(60_000)

  test('a face under age only in the {frame} frame withholds the video')
    .with([
      { frame: 'first', index: 0 },
      { frame: 'middle', index: 2 },
      { frame: 'last', index: 4 },
    ])
    .run(async ({ client, assert }, row) => {
      const model = await pictured()
      const user = await userWith(200)
      const frames = [[30], [30], [30], [30], [30]]
      frames[row.index] = [16]
      estimator.faces(30).thenPictures(...frames)
      const shown = estimator.pictures
      const accepted = await call(client, user, 'post', '/videos/generate').json({
        modelId: model.id,
        prompt: 'walking at night',
      })
      const { taskId } = accepted.body().video
      const ended = await settled(taskId, 60_000)
      assert.equal(ended.failure_reason, 'minor_face')
      assert.equal(estimator.pictures - shown, row.index + 1)
      await assertRefunded(assert, user, taskId, 200)
      const status = await call(client, user, 'get', `/videos/status/${taskId}`)
      assert.equal(
        status.body().message,
        'The generated video was withheld because a person in it may look under age. Try another prompt or picture. Your points were returned.'
      )
    })
    .timeout(90_000)

  test('a result the estimator cannot judge is withheld too (fail closed)', async ({
    client,
    assert,
  }) => {
    const model = await pictured()
    const user = await userWith(100)
    estimator.fails('unavailable')
    const response = await call(client, user, 'post', '/photos/generate').json({
      modelId: model.id,
      prompt: 'in a garden',
    })
    response.assertStatus(422)
    assert.equal(
      response.body().message,
      'The safety check could not look at the generated photo, so it was not delivered. Please try again later. Your points were returned.'
    )
    await assertRefunded(assert, user, response.body().taskId, 100)
    const row = await requestRow(response.body().taskId)
    assert.equal(row.failure_reason, 'age_unchecked')
  }).timeout(60_000)

  test('custom photo: an adult upload whose result shows a minor is withheld and refunded', async ({
    client,
    assert,
  }) => {
    const user = await userWith(1000)
    estimator.faces(15).thenPictures([41])
    const response = await customRequest(client, user, {
      image: await jpegPhoto(),
      prompt: 'younger',
      type: 'photo',
    })
    response.assertStatus(422)
    assert.include(response.body().message, 'withheld')
    const [row] = await db.from('studio_requests').where('user_id', user.id)
    await assertRefunded(assert, user, row.task_id, 1000)
    const refusals = await refusalsOf(user)
    assert.deepEqual(
      refusals.map((refusal) => refusal.rule_id),
      ['age.result.minor_face']
    )
  }).timeout(60_000)

  test('custom video withheld: the status says why', async ({ client, assert }) => {
    const user = await userWith(1100)
    estimator.faces(19).thenPictures([33])
    const response = await customRequest(client, user, {
      image: await jpegPhoto(),
      prompt: 'dancing',
      type: 'video',
    })
    response.assertStatus(200)
    const body = await finalStatus(client, user, response.body().result.task_id)
    assert.equal(body.status, 'failed')
    assert.include(body.message, 'withheld')
    await assertRefunded(assert, user, response.body().result.task_id, 1100)
  }).timeout(90_000)

  test('adult faces pass: the photo is stored and charged once', async ({ client, assert }) => {
    const model = await pictured()
    const user = await userWith(100)
    estimator.faces(27, 45)
    const response = await call(client, user, 'post', '/photos/generate').json({
      modelId: model.id,
      prompt: 'at a cafe',
    })
    response.assertStatus(200)
    assert.equal(await balanceOf(user.id), 100 - (await studioCost('photo')))
    assert.equal(await storedResults(user), 1)
    assert.deepEqual(await refusalsOf(user), [])
  }).timeout(60_000)
})
