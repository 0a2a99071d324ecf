import { test } from '@japa/runner'
import { accountsWithRepeatedMinorsRefusals } from '#ai/queries/refusal_queries'
import { balanceOf } from '#ledger/queries/balance_of'
import { ageEstimatorDuringGroup, ScriptedAgeEstimator } from '#tests/helpers/age_estimator'
import { openHolds, settled, userWith } from './studio_helpers.js'
import {
  customRequest,
  jpegPhoto,
  requestCount,
  storedUploads,
  workerDuringGroup,
} from './custom_helpers.js'
import { refusalsOf } from './moderation_helpers.js'
import '#start/jobs'

/*
| The age check on uploads, through HTTP, with a scripted estimator behind
| the port: a face under the minimum age (25 by default) refuses before
| anything is stored or held, and is recorded as a minors refusal that
| counts toward the staff flag; a picture the estimator cannot read, or an
| estimator that fails, refuses too (fail closed); no face goes on.
*/

const estimator = new ScriptedAgeEstimator()

test.group('Custom generation: the ages of the faces uploaded', (group) => {
  group.setup(() => workerDuringGroup())
  group.setup(() => ageEstimatorDuringGroup(estimator))
  group.each.setup(() => {
    estimator.faces()
  })

  test('a face estimated at {age} is refused ({locale}); nothing stored, held or charged')
    .with([
      { age: 15, locale: 'en' as const, type: 'photo' },
      { age: 24.9, locale: 'es' as const, type: 'video' },
    ])
    .run(async ({ client, assert }, row) => {
      const user = await userWith(2000, row.locale)
      const uploads = await storedUploads()
      estimator.faces(40, row.age)
      const response = await customRequest(client, user, {
        image: await jpegPhoto(),
        prompt: 'on a beach at sunset',
        type: row.type,
      }).header('accept-language', row.locale)
      response.assertStatus(400)
      assert.isFalse(response.body().success)
      assert.equal(
        response.body().message,
        row.locale === 'es'
          ? 'No se ha aceptado esta imagen porque alguien en ella podría ser menor de edad. Solo se admiten imágenes en las que todas las personas sean claramente adultas: prueba con otra. No se ha cobrado nada.'
          : 'This picture was not accepted because someone in it may be under age. Only pictures in which everyone is clearly an adult are allowed: try another picture. Nothing was charged.'
      )
      assert.equal(await balanceOf(user.id), 2000)
      assert.equal(await openHolds(user.id), 0)
      assert.equal(await requestCount(user.id), 0)
      assert.equal(await storedUploads(), uploads)
      assert.deepEqual(await refusalsOf(user), [
        {
          path: `custom_${row.type}`,
          category: 'minors',
          rule_id: 'age.upload.minor_face',
          source: 'provider',
        },
      ])
    })

  test('three refused uploads flag the account for staff', async ({ client, assert }) => {
    const user = await userWith(2000)
    estimator.faces(12)
    for (let attempt = 0; attempt < 3; attempt++) {
      const response = await customRequest(client, user, {
        image: await jpegPhoto(),
        prompt: 'portrait',
        type: 'photo',
      })
      response.assertStatus(400)
    }
    const flagged = await accountsWithRepeatedMinorsRefusals()
    assert.include(
      flagged.map((account) => account.userId),
      user.id
    )
  })

  test('an estimator that {kind} fails closed: {status}, nothing stored, held or charged')
    .with([
      {
        kind: 'cannot read the picture' as const,
        fails: 'unreadable' as const,
        status: 422,
        message:
          'We could not check the people in this picture, so it was not accepted. Try another JPG or PNG picture, sharper and with fewer people. Nothing was charged.',
      },
      {
        kind: 'errors' as const,
        fails: 'unavailable' as const,
        status: 503,
        message:
          'The safety check is unavailable right now; try again in a moment. Nothing was charged.',
      },
    ])
    .run(async ({ client, assert }, row) => {
      const user = await userWith(2000)
      const uploads = await storedUploads()
      estimator.fails(row.fails)
      const response = await customRequest(client, user, {
        image: await jpegPhoto(),
        prompt: 'portrait',
        type: 'photo',
      })
      response.assertStatus(row.status)
      assert.equal(response.body().message, row.message)
      assert.equal(await balanceOf(user.id), 2000)
      assert.equal(await requestCount(user.id), 0)
      assert.equal(await storedUploads(), uploads)
      const [refusal] = await refusalsOf(user)
      assert.equal(refusal.category, 'unavailable')
      assert.equal(refusal.rule_id, `age.upload.${row.fails}`)
      // Not a minors refusal: a failing estimator flags nobody.
      const flagged = await accountsWithRepeatedMinorsRefusals()
      assert.notInclude(
        flagged.map((account) => account.userId),
        user.id
      )
    })

  test('{what} goes on: the request is accepted and charged once')
    .with([
      { what: 'a picture with no face', ages: [] },
      { what: 'faces all estimated at 25 or older', ages: [25, 31, 58] },
    ])
    .run(async ({ client, assert }, row) => {
      const user = await userWith(2000)
      estimator.faces(...row.ages)
      const shown = estimator.pictures
      const response = await customRequest(client, user, {
        image: await jpegPhoto(),
        prompt: 'in a garden',
        type: 'video',
      })
      response.assertStatus(200)
      const ended = await settled(response.body().result.task_id, 60_000)
      assert.equal(ended.status, 'completed')
      assert.equal(await balanceOf(user.id), 2000 - 1100)
      assert.deepEqual(await refusalsOf(user), [])
      // The upload, then the result's five frames.
      assert.equal(estimator.pictures - shown, 6)
    })
    .timeout(90_000)
})
