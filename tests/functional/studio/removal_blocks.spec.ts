import { test } from '@japa/runner'
import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import app from '@adonisjs/core/services/app'
import sharp from 'sharp'
import { blockCopies, blockFace, unblockSource } from '#ai/actions/block_media'
import { AGE_SAMPLE } from '#ai/actions/check_age_estimator'
import { accountsWithRepeatedMinorsRefusals } from '#ai/queries/refusal_queries'
import { useAgeEstimator } from '#ai/services/age/age_service'
import { LocalAgeEstimator } from '#ai/services/age/local_age_estimator'
import { readMedia } from '#studio/services/studio_media'
import { balanceOf } from '#ledger/queries/balance_of'
import { ageEstimatorDuringGroup, ScriptedAgeEstimator } from '#tests/helpers/age_estimator'
import {
  call,
  entryKinds,
  openHolds,
  pictured,
  requestRow,
  settled,
  userWith,
  workDuringGroup,
} from './studio_helpers.js'
import { customRequest, jpegPhoto, requestCount, storedUploads } from './custom_helpers.js'
import { refusalsOf } from './moderation_helpers.js'
import '#start/jobs'

/*
| What a removal blocked stays out, through HTTP: an upload that is a copy
| of blocked media (re-encoded, resized) or shows a blocked face is refused
| before anything is stored or held; a generated result that is a copy is
| withheld and its points go back. Refusals are recorded as `takedown`,
| which flags nobody. Ages come from a scripted estimator; the face
| descriptors from the real local model (the point here).
*/

const estimator = new ScriptedAgeEstimator()
const humanAssets = join(
  dirname(createRequire(import.meta.url).resolve('@vladmandic/human')),
  '..',
  'assets'
)
const SOURCE = 'takedown:removal-blocks-test'
const sample = () => readFile(app.makePath(AGE_SAMPLE))

const BLOCKED_COPY = {
  en: 'This picture cannot be used because of a removal request: it is a copy of media that was taken down. Try a different picture. Nothing was charged.',
  es: 'No se puede usar esta imagen por una solicitud de retirada: es una copia de contenido que se ha retirado. Prueba con otra imagen. No se ha cobrado nada.',
}

/** A head shot of someone else (Human's face-match screenshot, MIT), room around it. */
async function otherPerson() {
  const grid = await readFile(join(humanAssets, 'screenshot-facematch.jpg'))
  return sharp(grid)
    .extract({ left: 2 + 1 * 101, top: 282 + 2 * 112, width: 100, height: 100 })
    .extend({ top: 40, bottom: 40, left: 40, right: 40, background: '#000000' })
    .resize(360)
    .jpeg()
    .toBuffer()
}

test.group('Removal blocks: uploads and results', (group) => {
  group.setup(workDuringGroup)
  group.setup(() => ageEstimatorDuringGroup(estimator))
  group.each.setup(() => {
    estimator.faces()
    // Whatever a test blocked goes with it: other groups upload pictures of their own.
    return async () => {
      await unblockSource(SOURCE)
    }
  })

  test('a {copy} of blocked media is refused ({locale}); nothing stored, held or charged')
    .with([
      { copy: 'JPEG re-encode at quality 70', locale: 'en' as const, half: false },
      { copy: 'half-size PNG', locale: 'es' as const, half: true },
    ])
    .run(async ({ client, assert }, row) => {
      const blocked = await readFile(join(humanAssets, 'screenshot-vrm.jpg'))
      await blockCopies({ source: SOURCE, media: blocked, mimeType: 'image/jpeg' })
      const copy = row.half
        ? await sharp(blocked).resize(400).png().toBuffer()
        : await sharp(blocked).jpeg({ quality: 70 }).toBuffer()
      const user = await userWith(2000, row.locale)
      const uploads = await storedUploads()
      const response = await customRequest(client, user, {
        image: copy,
        prompt: 'on a beach',
        type: 'photo',
      }).header('accept-language', row.locale)
      response.assertStatus(422)
      assert.equal(response.body().message, BLOCKED_COPY[row.locale])
      assert.equal(await balanceOf(user.id), 2000)
      assert.equal(await openHolds(user.id), 0)
      assert.equal(await requestCount(user.id), 0)
      assert.equal(await storedUploads(), uploads)
      assert.deepEqual(await refusalsOf(user), [
        {
          path: 'custom_photo',
          category: 'takedown',
          rule_id: 'takedown.upload.copy',
          source: 'local',
        },
      ])
    })
    .timeout(60_000)

  test('an unrelated picture passes while media are blocked', async ({ client, assert }) => {
    await blockCopies({
      source: SOURCE,
      media: await readFile(join(humanAssets, 'screenshot-vrm.jpg')),
      mimeType: 'image/jpeg',
    })
    const user = await userWith(2000)
    const response = await customRequest(client, user, {
      image: await jpegPhoto(),
      prompt: 'in a garden',
      type: 'photo',
    })
    response.assertStatus(200)
    assert.deepEqual(await refusalsOf(user), [])
  }).timeout(60_000)

  test('a generated photo that is a copy of blocked media is withheld and refunded', async ({
    client,
    assert,
  }) => {
    const model = await pictured()
    const first = await userWith(100)
    const made = await call(client, first, 'post', '/photos/generate').json({
      modelId: model.id,
      prompt: 'at the harbour',
    })
    made.assertStatus(200)
    // The local demo draws the same picture for the same character and prompt: block it.
    const stored = await requestRow(made.body().photo.taskId)
    const picture = await readMedia(stored.media_key)
    await blockCopies({ source: SOURCE, media: picture, mimeType: stored.media_type })

    const user = await userWith(100, 'es')
    const response = await call(client, user, 'post', '/photos/generate')
      .header('accept-language', 'es')
      .json({ modelId: model.id, prompt: 'at the harbour' })
    response.assertStatus(422)
    assert.equal(
      response.body().message,
      'Se ha retenido la foto generada por una solicitud de retirada: coincide con contenido retirado o con una persona que pidió no aparecer. Prueba con otra descripción u otra imagen. Se te han devuelto los puntos.'
    )
    const row = await settled(response.body().taskId)
    assert.equal(row.status, 'failed')
    assert.equal(row.failure_reason, 'blocked_media')
    assert.isNull(row.media_key)
    assert.equal(await balanceOf(user.id), 100)
    assert.equal(await openHolds(user.id), 0)
    assert.deepEqual(await entryKinds(user.id), { purchase: 1, hold: 1, release: 1 })
    assert.deepEqual(await refusalsOf(user), [
      { path: 'photo', category: 'takedown', rule_id: 'takedown.result.copy', source: 'local' },
    ])
  }).timeout(90_000)

  test('a blocked face refuses another picture of it (flipped, cropped); other faces pass', async ({
    client,
    assert,
  }) => {
    assert.equal(await blockFace({ source: SOURCE, picture: await sample() }), 'blocked')
    estimator.faces(38)
    const flipped = await sharp(await sample())
      .flop()
      .extract({ left: 20, top: 10, width: 260, height: 270 })
      .modulate({ saturation: 0.6 })
      .jpeg()
      .toBuffer()
    const user = await userWith(3000)
    const refused = await customRequest(client, user, {
      image: flipped,
      prompt: 'portrait',
      type: 'photo',
    })
    refused.assertStatus(422)
    assert.equal(
      refused.body().message,
      'This picture cannot be used because of a removal request: it shows a person who asked not to appear in generated media. Try a different picture. Nothing was charged.'
    )
    // The local estimator gives the descriptors with the faces it finds: the same refusal.
    useAgeEstimator(new LocalAgeEstimator())
    try {
      const again = await customRequest(client, user, {
        image: flipped,
        prompt: 'portrait',
        type: 'photo',
      })
      again.assertStatus(422)
    } finally {
      useAgeEstimator(estimator)
    }
    assert.equal(await requestCount(user.id), 0)
    assert.equal(await balanceOf(user.id), 3000)
    const refusals = await refusalsOf(user)
    assert.deepEqual(
      refusals.map((refusal) => refusal.rule_id),
      ['takedown.upload.face', 'takedown.upload.face']
    )
    const passed = await customRequest(client, user, {
      image: await otherPerson(),
      prompt: 'portrait',
      type: 'photo',
    })
    passed.assertStatus(200)
    // Refusals of blocked media flag nobody for staff.
    const flagged = await accountsWithRepeatedMinorsRefusals()
    assert.notInclude(
      flagged.map((account) => account.userId),
      user.id
    )
  }).timeout(120_000)
})
