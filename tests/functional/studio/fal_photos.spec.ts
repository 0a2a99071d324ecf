import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import drive from '@adonisjs/drive/services/main'
import { useVideoPort } from '#ai/services/video/video_service'
import { FalVideoAdapter } from '#ai/services/video/fal_video_adapter'
import { balanceOf } from '#ledger/queries/balance_of'
import { publicOrigin } from '#core/http/public_url'
import studioConfig from '#config/studio'
import { contentPolicyViolation, FalFake } from '#tests/fakes/fal_fake'
import { imageMarks } from '#tests/helpers/ai_marks'
import { DIGITAL_SOURCE_TYPE } from '#core/media/ai_marks'
import {
  call,
  entryKinds,
  openHolds,
  pictured,
  settled,
  studioCost,
  userWith,
} from './studio_helpers.js'
import { workDuringGroup } from './studio_helpers.js'
import { refusalsOf } from './moderation_helpers.js'
import { customRequest, jpegPhoto } from './custom_helpers.js'
import { PHOTO_MODEL, photoFor, restoreStudio, usageOf, useFalPhotos } from './fal_photo_helpers.js'
import '#start/jobs'

/*
| Photos on fal's queue (AI_IMAGE_DRIVER=fal) through the real jobs
| (in-process worker) against fal's loopback fake: submitted, followed like
| a video, age-checked and marked before anyone sees them, refused and
| refunded once, their cost recorded.
*/

async function refundedOnce(assert: any, userId: number, points: number) {
  assert.equal(await balanceOf(userId), points)
  assert.equal(await openHolds(userId), 0)
  assert.deepEqual(await entryKinds(userId), { purchase: 1, hold: 1, release: 1 })
}

test.group('Studio: photos on fal', (group) => {
  let fake: FalFake
  group.setup(workDuringGroup)
  group.each.setup(async () => {
    fake = await new FalFake().start()
    useFalPhotos(fake)
    studioConfig.videoPoll.pollMs = 200
    return async () => {
      restoreStudio()
      useVideoPort()
      await fake.stop()
    }
  })

  test('references go as signed URLs with the safety checker on; the photo is stored marked, paid once, its cost recorded', async ({
    assert,
  }) => {
    const { user, accepted } = await photoFor()
    const row = await settled(accepted.taskId, 20_000)
    assert.equal(row.status, 'completed')
    assert.equal(row.media_type, 'image/jpeg')
    const [submit] = fake.calls('submit')
    assert.equal(submit.path, `/${PHOTO_MODEL}`)
    assert.isTrue(submit.body.enable_safety_checker)
    assert.isAtLeast(submit.body.image_urls.length, 1)
    for (const url of submit.body.image_urls) {
      assert.equal(new URL(url).origin, publicOrigin())
      assert.match(new URL(url).pathname, /^\/media\/private\/uploads\/provider-inputs\//)
    }
    assert.isAtMost(Number(submit.headers['x-fal-request-timeout']), 120)
    const stored = await drive.use().getBytes(row.media_key)
    assert.deepEqual(await imageMarks(stored), {
      digitalSourceType: DIGITAL_SOURCE_TYPE,
      aiSystemUsed: PHOTO_MODEL,
    })
    assert.equal(await balanceOf(user.id), 100 - (await studioCost('photo')))
    assert.deepEqual(await entryKinds(user.id), { purchase: 1, hold: 1 })
    assert.deepEqual(row.provider_usage, { billable_units: 1 })
    const usage = await usageOf(accepted.id)
    assert.lengthOf(usage, 1)
    assert.deepInclude(usage[0], { port: 'image', provider: 'fal', model: PHOTO_MODEL, images: 1 })
    assert.equal(Number(usage[0].billable_units), 1)
  }).timeout(30_000)

  test('a custom photo sends the user’s own picture (one, resized) and comes back marked', async ({
    client,
    assert,
  }) => {
    const user = await userWith(600)
    const response = await customRequest(client, user, {
      image: await jpegPhoto(),
      prompt: 'in a garden at noon',
      type: 'photo',
    })
    response.assertStatus(200)
    const [submit] = fake.calls('submit')
    assert.lengthOf(submit.body.image_urls, 1, 'the upload alone, no character reference')
    const row = await db.from('studio_requests').where('user_id', user.id).firstOrFail()
    assert.equal(row.kind, 'custom_photo')
    assert.equal(row.status, 'completed')
    const stored = await drive.use().getBytes(row.media_key)
    const marks = await imageMarks(stored)
    assert.equal(marks.aiSystemUsed, PHOTO_MODEL)
  }).timeout(30_000)

  test('a video on fal records fal’s billable units in ai_usage too', async ({ assert }) => {
    const model = 'fal-ai/kling-video/v2.1/standard/image-to-video'
    const options = { baseUrl: fake.url, model, apiKey: 'fal-test', timeoutMs: 500 }
    useVideoPort(new FalVideoAdapter(options))
    const { accepted } = await photoFor(200, 'video')
    const row = await settled(accepted.taskId, 20_000)
    assert.equal(row.status, 'completed')
    const usage = await usageOf(accepted.id)
    assert.lengthOf(usage, 1)
    assert.deepInclude(usage[0], { port: 'video', provider: 'fal', model, images: 0 })
    assert.equal(Number(usage[0].billable_units), 5)
  }).timeout(30_000)

  test('fal refuses the input (422 content_policy_violation): refunded once, told why in es', async ({
    client,
    assert,
  }) => {
    const refusal = contentPolicyViolation('image_url', 'https://…')
    fake.glitch({ status: refusal.status, raw: JSON.stringify(refusal.body), on: 'submit' })
    const model = await pictured()
    const user = await userWith(100, 'es')
    const response = await call(client, user, 'post', '/photos/generate')
      .header('accept-language', 'es')
      .json({ modelId: model.id, prompt: 'en la playa' })
    response.assertStatus(422)
    assert.include(response.body().message, 'normas de contenido')
    const row = await settled(response.body().taskId, 20_000)
    assert.equal(row.failure_reason, 'provider_refused')
    await refundedOnce(assert, user.id, 100)
    assert.lengthOf(fake.calls('submit'), 1)
    assert.lengthOf(await refusalsOf(user), 1)
  }).timeout(30_000)

  test('a picture fal’s checker flagged is refused: never stored, refunded once, told why in en', async ({
    client,
    assert,
  }) => {
    fake.plan({ statuses: [{ status: 'COMPLETED' }], nsfw: true })
    const model = await pictured()
    const user = await userWith(100, 'en')
    const response = await call(client, user, 'post', '/photos/generate')
      .header('accept-language', 'en')
      .json({ modelId: model.id, prompt: 'on the beach' })
    response.assertStatus(422)
    assert.include(response.body().message, 'content rules')
    const row = await settled(response.body().taskId, 20_000)
    assert.equal(row.failure_reason, 'provider_refused')
    assert.isNull(row.media_key)
    assert.lengthOf(fake.calls('file'), 0, 'a flagged picture is not even fetched')
    await refundedOnce(assert, user.id, 100)
  }).timeout(30_000)

  test('with AI_IMAGE_SAFETY_CHECKER off, fal is told so and the picture is kept', async ({
    assert,
  }) => {
    useFalPhotos(fake, false)
    const { accepted } = await photoFor()
    const row = await settled(accepted.taskId, 20_000)
    assert.equal(row.status, 'completed')
    assert.isFalse(fake.calls('submit')[0].body.enable_safety_checker)
  }).timeout(30_000)
})
