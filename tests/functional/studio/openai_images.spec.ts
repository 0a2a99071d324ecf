import { test } from '@japa/runner'
import sharp from 'sharp'
import db from '@adonisjs/lucid/services/db'
import { useImagePort } from '#ai/services/image/image_service'
import type { ImageCallLimits } from '#ai/services/image/image_port'
import { OpenAiImageAdapter } from '#ai/services/image/openai_image_adapter'
import { DEFAULT_IMAGE_MODEL } from '#ai/services/image/openai_image_models'
import { safetyIdentifier } from '#ai/services/safety_identifier'
import { clock } from '#core/clock'
import { balanceOf } from '#ledger/queries/balance_of'
import { verifyLedger } from '#ledger/queries/verify_ledger'
import { ImagesFake } from '#tests/fakes/images_fake'
import { referenceImage } from '#tests/helpers/images'
import {
  call,
  entryKinds,
  openHolds,
  pictured,
  requestRow,
  studioCost,
  userWith,
  workDuringGroup,
} from './studio_helpers.js'
import { customRequest } from './custom_helpers.js'
import '#start/jobs'

/*
| Photos and custom photos end to end on the OpenAI image adapter, pointed
| at a loopback Images API as strict as OpenAI's (tests/fakes/images_rules.ts):
| a request OpenAI would refuse is refused here too. Each test scripts the
| fake by its own prompt, so a job another file left cannot take its answer.
*/

const adapter = (timeoutMs: number, url: string, model = DEFAULT_IMAGE_MODEL) =>
  new OpenAiImageAdapter({ baseUrl: url, model, apiKey: 'sk-test', timeoutMs })

const requestsFor = (fake: ImagesFake, prompt: string) =>
  fake.requests.filter((request) => request.fields.prompt === prompt)

async function photo(client: any, user: any, modelId: number, prompt: string) {
  return call(client, user, 'post', '/photos/generate').json({ modelId, prompt })
}

/** The user's points are intact: held, released, nothing captured, the ledger consistent. */
async function refunded(assert: any, user: { id: number }, points: number) {
  assert.equal(await balanceOf(user.id), points)
  assert.equal(await openHolds(user.id), 0)
  assert.deepInclude(await entryKinds(user.id), { hold: 1, release: 1 })
  const { drift } = await verifyLedger()
  assert.deepEqual(drift, [])
}

test.group('Studio on the OpenAI image adapter (strict loopback Images API)', (group) => {
  let fake: ImagesFake
  let picture: Buffer
  let modelId: number

  group.setup(async () => {
    fake = await new ImagesFake().start()
    picture = await referenceImage(70, 96, 128)
    const stopWorker = await workDuringGroup()
    return async () => {
      useImagePort()
      await stopWorker()
      await fake.stop()
    }
  })
  group.each.setup(async () => {
    // The production default, a photo's 2 min deadline: two 50 s attempts fit.
    useImagePort(adapter(50_000, fake.url))
    const model = await pictured()
    modelId = model.id
  })

  test('a photo on the default model: edits without response_format, a portrait PNG, charged once', async ({
    client,
    assert,
  }) => {
    const prompt = 'on the beach, default model'
    fake.scriptFor(prompt, { kind: 'image', data: picture })
    // The job hands the adapter the time left before the request's 2 min deadline.
    const real = adapter(50_000, fake.url)
    const limits: Array<ImageCallLimits | undefined> = []
    useImagePort({
      driver: 'openai',
      isLocal: false,
      generator: real.generator,
      generate: (input, signal, given) => (limits.push(given), real.generate(input, signal, given)),
      edit: (input, signal, given) => (limits.push(given), real.edit(input, signal, given)),
    })
    const user = await userWith(100)
    const response = await photo(client, user, modelId, prompt)
    response.assertStatus(200)
    assert.equal(response.body().photo.status, 'completed')
    assert.lengthOf(limits, 1)
    assert.isAbove(limits[0]!.timeLeftMs!, 100_000)
    assert.isAtMost(limits[0]!.timeLeftMs!, 120_000)
    const [request] = requestsFor(fake, prompt)
    assert.equal(request.path, '/v1/images/edits')
    assert.deepEqual(request.fields, {
      model: DEFAULT_IMAGE_MODEL,
      prompt,
      n: '1',
      size: '1024x1536',
      quality: 'auto',
      output_format: 'png',
      input_fidelity: 'high',
      safety_identifier: safetyIdentifier(user.id),
    })
    assert.equal(request.images[0].field, 'image[]')
    // The catalog's WebP reference went up as a PNG.
    assert.equal(request.files.image.type, 'image/png')
    const uploaded = await sharp(request.files.image.data).metadata()
    assert.equal(uploaded.format, 'png')
    assert.lengthOf(fake.refused, 0)
    const image = await client.get(response.body().photo.imagePath)
    image.assertStatus(200)
    assert.deepInclude(await sharp(image.body() as Buffer).metadata(), {
      width: 1024,
      height: 1536,
    })
    assert.equal(await balanceOf(user.id), 100 - (await studioCost('photo')))
    const { drift } = await verifyLedger()
    assert.deepEqual(drift, [])
    // What OpenAI reported the picture cost, recorded for the request.
    const usage = await db.from('ai_usage').where({ purpose: 'studio_request', user_id: user.id })
    assert.lengthOf(usage, 1)
    assert.include(usage[0], { port: 'image', model: DEFAULT_IMAGE_MODEL, output_tokens: 1056 })
    assert.isAbove(Number(usage[0].cost_micros), 0)
  }).timeout(30_000)

  test('a custom photo from a non-square WebP: converted, sized to its aspect, completed', async ({
    client,
    assert,
  }) => {
    const prompt = 'in a garden, from a wide webp'
    fake.scriptFor(prompt, { kind: 'image', data: picture })
    const user = await userWith(600)
    const wide = await sharp(await referenceImage(20, 1200, 800))
      .webp()
      .toBuffer()
    const response = await customRequest(client, user, {
      image: wide,
      filename: 'wide.webp',
      prompt,
      type: 'photo',
    })
    response.assertStatus(200)
    assert.isTrue(response.body().success)
    const [request] = requestsFor(fake, prompt)
    assert.equal(request.fields.size, '1536x1024')
    assert.notProperty(request.fields, 'response_format')
    assert.equal(request.files.image.type, 'image/png')
    assert.deepInclude(await sharp(request.files.image.data).metadata(), {
      width: 1200,
      height: 800,
      format: 'png',
    })
    assert.lengthOf(fake.refused, 0)
    assert.equal(await balanceOf(user.id), 100)
  }).timeout(30_000)

  test('a 429 with a short Retry-After is retried once and the photo completes, charged once', async ({
    client,
    assert,
  }) => {
    const prompt = 'at night, rate limited briefly'
    fake.scriptFor(
      prompt,
      { kind: 'status', status: 429, headers: { 'retry-after': '1' } },
      { kind: 'image', data: picture }
    )
    const user = await userWith(100)
    const response = await photo(client, user, modelId, prompt)
    response.assertStatus(200)
    assert.equal(response.body().photo.status, 'completed')
    assert.deepEqual(
      requestsFor(fake, prompt).map((request) => request.status),
      [429, 200]
    )
    assert.equal(await balanceOf(user.id), 100 - (await studioCost('photo')))
    assert.notProperty(await entryKinds(user.id), 'release')
  }).timeout(30_000)

  test('a Retry-After longer than the time left fails the photo at once and refunds it', async ({
    client,
    assert,
  }) => {
    const prompt = 'in the city, rate limited for long'
    fake.scriptFor(prompt, { kind: 'status', status: 429, headers: { 'retry-after': '300' } })
    const user = await userWith(100)
    const started = performance.now()
    const response = await photo(client, user, modelId, prompt)
    response.assertStatus(502)
    assert.isBelow(performance.now() - started, 10_000)
    assert.include(response.body().message, 'points were returned')
    assert.lengthOf(requestsFor(fake, prompt), 1)
    const row = await requestRow(response.body().taskId)
    assert.equal(row.failure_reason, 'provider_error')
    await refunded(assert, user, 100)
  }).timeout(30_000)

  test('a custom photo rate limited past its deadline (Retry-After as a date) is refunded', async ({
    client,
    assert,
  }) => {
    const prompt = 'by the lake, rate limited until later'
    const later = new Date(clock.nowMs() + 10 * 60_000).toUTCString()
    fake.scriptFor(prompt, { kind: 'status', status: 429, headers: { 'retry-after': later } })
    const user = await userWith(500)
    const response = await customRequest(client, user, {
      image: await referenceImage(50, 300, 400),
      prompt,
      type: 'photo',
    })
    response.assertStatus(502)
    assert.isFalse(response.body().success)
    assert.lengthOf(requestsFor(fake, prompt), 1)
    const row = await db.from('studio_requests').where('user_id', user.id).firstOrFail()
    assert.equal(row.status, 'failed')
    await refunded(assert, user, 500)
  }).timeout(30_000)

  test('a shut-down model (gpt-image-1) is refused by the API: failed at once, refunded', async ({
    client,
    assert,
  }) => {
    useImagePort(adapter(50_000, fake.url, 'gpt-image-1'))
    const prompt = 'in the forest, old model'
    const user = await userWith(100)
    const response = await photo(client, user, modelId, prompt)
    response.assertStatus(502)
    // A setting to fix, not an outage: the user reads "temporarily unavailable".
    assert.include(response.body().message, 'temporarily unavailable')
    const row = await requestRow(response.body().taskId)
    assert.equal(row.failure_reason, 'provider_misconfigured')
    assert.deepEqual(
      requestsFor(fake, prompt).map((request) => request.status),
      [404]
    )
    await refunded(assert, user, 100)
  }).timeout(30_000)
})
