import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { useImagePort } from '#ai/services/image/image_service'
import { OpenAiImageAdapter } from '#ai/services/image/openai_image_adapter'
import { DEFAULT_IMAGE_MODEL } from '#ai/services/image/openai_image_models'
import { FalVideoAdapter } from '#ai/services/video/fal_video_adapter'
import { useVideoPort } from '#ai/services/video/video_service'
import {
  accountsWithRepeatedMinorsRefusals,
  REPEATED_MINORS_THRESHOLD,
} from '#ai/queries/refusal_queries'
import { balanceOf } from '#ledger/queries/balance_of'
import { verifyLedger } from '#ledger/queries/verify_ledger'
import { contentPolicyViolation, FalFake } from '#tests/fakes/fal_fake'
import { ImagesFake } from '#tests/fakes/images_fake'
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
import '#start/jobs'

/*
| A provider's content policy saying no is a refusal, not an outage: OpenAI
| Images' 400 `moderation_blocked` and fal's 422 `content_policy_violation`
| fail the request with their own translated words, are not retried, give
| every point back and are recorded as refusals (never the prompt), which
| count toward the staff's safety flag.
*/

const MODEL = 'fal-ai/kling-video/v2.1/standard/image-to-video'

async function refusalsOf(userId: number) {
  return db
    .from('moderation_refusals')
    .where('user_id', userId)
    .select('path', 'category', 'rule_id', 'source')
}

async function refunded(assert: any, userId: number, points: number) {
  assert.equal(await balanceOf(userId), points)
  assert.equal(await openHolds(userId), 0)
  assert.deepInclude(await entryKinds(userId), { hold: 1, release: 1 })
  const { drift } = await verifyLedger()
  assert.deepEqual(drift, [])
}

test.group('Studio: provider content-policy refusals', (group) => {
  let images: ImagesFake
  let fal: FalFake
  let modelId: number

  group.setup(async () => {
    images = await new ImagesFake().start()
    fal = await new FalFake().start()
    const stopWorker = await workDuringGroup()
    return async () => {
      useImagePort()
      useVideoPort()
      await stopWorker()
      await images.stop()
      await fal.stop()
    }
  })
  group.each.setup(async () => {
    useImagePort(
      new OpenAiImageAdapter({
        baseUrl: images.url,
        model: DEFAULT_IMAGE_MODEL,
        apiKey: 'sk-test',
        timeoutMs: 50_000,
      })
    )
    useVideoPort(
      new FalVideoAdapter({ baseUrl: fal.url, model: MODEL, apiKey: 'fal-test', timeoutMs: 2_000 })
    )
    const model = await pictured()
    modelId = model.id
  })

  test('OpenAI moderation_blocked: a 422 refusal in Spanish, no retry, refunded and recorded', async ({
    client,
    assert,
  }) => {
    const prompt = 'en la playa, bloqueada por el proveedor'
    images.scriptFor(prompt, { kind: 'moderation_blocked' })
    const user = await userWith(100, 'es')
    const response = await call(client, user, 'post', '/photos/generate')
      .header('accept-language', 'es')
      .json({ modelId, prompt })
    response.assertStatus(422)
    assert.include(response.body().message, 'normas de contenido')
    assert.notInclude(response.body().message, 'inténtalo')
    const sent = images.requests.filter((request) => request.fields.prompt === prompt)
    assert.lengthOf(sent, 1, 'a refusal is not retried')
    assert.equal(sent[0].error?.code, 'moderation_blocked')
    const row = await requestRow(response.body().taskId)
    assert.equal(row.failure_reason, 'provider_refused')
    await refunded(assert, user.id, 100)
    assert.deepEqual(await refusalsOf(user.id), [
      {
        path: 'photo',
        category: 'provider_policy',
        rule_id: 'provider.image.content_policy',
        source: 'provider',
      },
    ])
    const status = await call(client, user, 'get', `/photos/status/${row.task_id}`).header(
      'accept-language',
      'en'
    )
    assert.include(status.body().message, 'content rules')
  }).timeout(30_000)

  test('a 500 is still an outage: retried, not recorded as a refusal', async ({
    client,
    assert,
  }) => {
    const prompt = 'on the beach, the provider is down'
    images.scriptFor(prompt, { kind: 'status', status: 500 }, { kind: 'status', status: 500 })
    const user = await userWith(100)
    const response = await call(client, user, 'post', '/photos/generate').json({ modelId, prompt })
    response.assertStatus(502)
    const row = await requestRow(response.body().taskId)
    assert.equal(row.failure_reason, 'provider_error')
    assert.deepEqual(await refusalsOf(user.id), [])
  }).timeout(30_000)

  test('repeated provider refusals flag the account for staff', async ({ client, assert }) => {
    const user = await userWith(1_000)
    for (let i = 0; i < REPEATED_MINORS_THRESHOLD; i++) {
      const prompt = `refused again, number ${i + 1}`
      images.scriptFor(prompt, { kind: 'moderation_blocked' })
      const response = await call(client, user, 'post', '/photos/generate').json({
        modelId,
        prompt,
      })
      response.assertStatus(422)
    }
    const flagged = await accountsWithRepeatedMinorsRefusals()
    assert.deepInclude(
      flagged.map((row) => ({ userId: row.userId, count: row.count })),
      { userId: user.id, count: REPEATED_MINORS_THRESHOLD }
    )
    assert.equal(await balanceOf(user.id), 1_000)
  }).timeout(60_000)

  test('fal content_policy_violation on the result: the video fails as a refusal, refunded, recorded', async ({
    client,
    assert,
  }) => {
    fal.plan({
      statuses: [{ status: 'COMPLETED' }],
      result: contentPolicyViolation('prompt', 'walking on the beach at dusk'),
    })
    const user = await userWith(200)
    const accepted = await call(client, user, 'post', '/videos/generate').json({
      modelId,
      prompt: 'walking on the beach at dusk',
    })
    accepted.assertStatus(202)
    const row = await settled(accepted.body().video.taskId, 30_000)
    assert.equal(row.failure_reason, 'provider_refused')
    const status = await call(client, user, 'get', `/videos/status/${row.task_id}`)
    status.assertStatus(200)
    assert.equal(status.body().status, 'failed')
    assert.include(status.body().message, 'content rules')
    await refunded(assert, user.id, 200)
    assert.deepEqual(await refusalsOf(user.id), [
      {
        path: 'video',
        category: 'provider_policy',
        rule_id: 'provider.video.content_policy',
        source: 'provider',
      },
    ])
  }).timeout(40_000)

  test('fal content_policy_violation at submit: refused at once, refunded, recorded', async ({
    client,
    assert,
  }) => {
    const refusal = contentPolicyViolation('image_url', 'data:image/png;base64,…')
    fal.glitch({ status: refusal.status, raw: JSON.stringify(refusal.body), on: 'submit' })
    const user = await userWith(200)
    const accepted = await call(client, user, 'post', '/videos/generate').json({
      modelId,
      prompt: 'dancing in the rain',
    })
    const row = await settled(accepted.body().video.taskId, 30_000)
    assert.equal(row.failure_reason, 'provider_refused')
    await refunded(assert, user.id, 200)
    assert.lengthOf(await refusalsOf(user.id), 1)
  }).timeout(40_000)
})
