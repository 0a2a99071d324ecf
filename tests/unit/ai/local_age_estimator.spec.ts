import { test } from '@japa/runner'
import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import app from '@adonisjs/core/services/app'
import { AgeEstimatorError } from '#ai/services/age/age_port'
import { LocalAgeEstimator } from '#ai/services/age/local_age_estimator'
import { AGE_SAMPLE, landscapePicture as landscape } from '#ai/actions/check_age_estimator'

/*
| The real offline estimator on pictures that may be redistributed: the
| bundled self-test sample (a crop of Human's own screenshot, MIT) and a
| group screenshot shipped with Human (MIT), five adults in front; a
| landscape with no face; bytes that are no picture.
*/

const humanAssets = join(
  dirname(createRequire(import.meta.url).resolve('@vladmandic/human')),
  '..',
  'assets'
)

async function rejection(promise: Promise<unknown>) {
  try {
    await promise
  } catch (error) {
    if (error instanceof AgeEstimatorError) return error
    throw error
  }
  throw new Error('expected an AgeEstimatorError')
}

test.group('Local age estimator (Human on WASM)', () => {
  const estimator = new LocalAgeEstimator()

  test('the bundled sample: one adult face, estimated at 25 or older', async ({ assert }) => {
    const sample = await readFile(app.makePath(AGE_SAMPLE))
    const { faces } = await estimator.estimate(sample)
    assert.lengthOf(faces, 1)
    assert.isAtLeast(faces[0].age, 25)
    assert.isAtMost(faces[0].age, 60)
    assert.isAbove(faces[0].confidence, 0.5)
  }).timeout(120_000)

  test('a group of adults: every face in front found, each estimated an adult', async ({
    assert,
  }) => {
    const group = await readFile(join(humanAssets, 'screenshot-facedetect.jpg'))
    const { faces } = await estimator.estimate(group)
    const sure = faces.filter((face) => face.confidence >= 0.7)
    assert.lengthOf(sure, 5)
    for (const face of faces) assert.isAtLeast(face.age, 18)
  }).timeout(120_000)

  test('a picture with no face has no face', async ({ assert }) => {
    const { faces } = await estimator.estimate(await landscape())
    assert.deepEqual(faces, [])
  }).timeout(120_000)

  test('bytes that are no picture are unreadable, not "no face"', async ({ assert }) => {
    const error = await rejection(estimator.estimate(Buffer.from('not a picture at all')))
    assert.equal(error.kind, 'unreadable')
  })

  test('pictures asked for at once are judged one at a time, each its own answer', async ({
    assert,
  }) => {
    const sample = await readFile(app.makePath(AGE_SAMPLE))
    const blank = await landscape(400, 400)
    const answers = await Promise.all([
      estimator.estimate(sample),
      estimator.estimate(blank),
      estimator.estimate(sample),
    ])
    assert.deepEqual(
      answers.map((answer) => answer.faces.length),
      [1, 0, 1]
    )
  }).timeout(120_000)
})
