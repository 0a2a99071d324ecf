import { test } from '@japa/runner'
import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import db from '@adonisjs/lucid/services/db'
import sharp from 'sharp'
import { fingerprintsOf } from '#ai/queries/media_fingerprints'
import { readMedia } from '#studio/services/studio_media'
import { resultsLike } from '#studio/queries/results_like'
import { ageEstimatorDuringGroup, ScriptedAgeEstimator } from '#tests/helpers/age_estimator'
import { call, pictured, requestRow, settled, userWith, workDuringGroup } from './studio_helpers.js'
import '#start/jobs'

/*
| Every stored result keeps its fingerprints, so that a copy someone reports
| finds the result it came from: through HTTP a photo is generated and
| stored; a re-encoded, smaller copy of it finds that request (and the other
| results drawn the same), an unrelated picture finds none.
*/

const humanAssets = join(
  dirname(createRequire(import.meta.url).resolve('@vladmandic/human')),
  '..',
  'assets'
)

async function fingerprintCount(requestId: number) {
  const result = await db.rawQuery(
    `SELECT cardinality(media_fingerprints) AS count FROM studio_requests WHERE id = ?`,
    [requestId]
  )
  return result.rows[0].count
}

test.group('Studio: results like a reported copy', (group) => {
  group.setup(workDuringGroup)
  group.setup(() => ageEstimatorDuringGroup(new ScriptedAgeEstimator()))

  test('a re-encoded copy of a stored photo finds its request', async ({ client, assert }) => {
    const model = await pictured()
    const user = await userWith(100)
    const response = await call(client, user, 'post', '/photos/generate').json({
      modelId: model.id,
      prompt: 'by the lighthouse at dusk',
    })
    response.assertStatus(200)
    const row = await requestRow(response.body().photo.taskId)
    assert.equal(await fingerprintCount(row.id), 1)

    const picture = await readMedia(row.media_key)
    const copy = await sharp(picture).resize(256).jpeg({ quality: 70 }).toBuffer()
    const found = await resultsLike(await fingerprintsOf(copy, 'image/jpeg'))
    assert.deepInclude(found, {
      requestId: Number(row.id),
      taskId: row.task_id,
      userId: user.id,
      mediaKey: row.media_key,
      mediaType: row.media_type,
    })
    const unrelated = await readFile(join(humanAssets, 'screenshot-vrm.jpg'))
    const none = await resultsLike(await fingerprintsOf(unrelated, 'image/jpeg'))
    assert.notInclude(
      none.map((result) => result.requestId),
      Number(row.id)
    )
    assert.deepEqual(await resultsLike([]), [])
  }).timeout(60_000)

  test('a video keeps its five checked frames; its own frames find it', async ({
    client,
    assert,
  }) => {
    const model = await pictured()
    const user = await userWith(200)
    const accepted = await call(client, user, 'post', '/videos/generate').json({
      modelId: model.id,
      prompt: 'walking along the pier',
    })
    const row = await settled(accepted.body().video.taskId, 60_000)
    assert.equal(row.status, 'completed')
    assert.equal(await fingerprintCount(row.id), 5)
    const video = await readMedia(row.media_key)
    const found = await resultsLike(await fingerprintsOf(video, 'video/mp4'))
    assert.include(
      found.map((result) => result.taskId),
      row.task_id
    )
  }).timeout(90_000)
})
