import { test } from '@japa/runner'
import sharp from 'sharp'
import { DEFAULT_IMAGE_MODEL } from '#ai/services/image/openai_image_models'
import { ImagesFake } from '#tests/fakes/images_fake'
import { CURRENT_MODELS } from '#tests/fakes/images_rules'
import { adapterFor, failure, signal } from '#tests/helpers/image_adapter'
import { safetyIdentifier } from '#ai/services/safety_identifier'
import { referenceImage } from '#tests/helpers/images'

/*
| The OpenAI image adapter against the loopback fake, as strict as OpenAI's
| Images API (tests/fakes/images_rules.ts): every request that reaches it
| must be one OpenAI takes. Retries and deadlines: openai_image_retry.spec.ts.
*/

const sizeOf = async (data: Buffer) => {
  const { width, height, format } = await sharp(data).metadata()
  return { width, height, format }
}

test.group('OpenAI Images adapter (strict loopback fake)', (group) => {
  let fake: ImagesFake
  let picture: Buffer
  group.setup(async () => {
    picture = await referenceImage(40, 64, 64)
  })
  group.each.setup(async () => {
    fake = await new ImagesFake().start()
    return () => fake.stop()
  })

  test('the default model is a current GPT image model: references go to /images/edits without response_format', async ({
    assert,
  }) => {
    assert.equal(DEFAULT_IMAGE_MODEL, 'gpt-image-1.5')
    // A character's reference: 640 px WebP portrait, as the catalog stores it.
    const lead = await sharp(await referenceImage(10, 640, 853))
      .webp()
      .toBuffer()
    fake.script({ kind: 'image', data: picture })
    const result = await adapterFor(fake).generate(
      { references: [lead, await referenceImage(220)], prompt: 'en la playa' },
      signal()
    )
    assert.lengthOf(fake.refused, 0)
    assert.equal(result.mimeType, 'image/png')
    assert.deepEqual(await sizeOf(result.data), { width: 1024, height: 1536, format: 'png' })
    const [request] = fake.requests
    assert.equal(request.path, '/v1/images/edits')
    assert.equal(request.headers.authorization, 'Bearer sk-test')
    assert.deepEqual(request.fields, {
      model: 'gpt-image-1.5',
      prompt: 'en la playa',
      n: '1',
      size: '1024x1536',
      quality: 'auto',
      output_format: 'png',
      input_fidelity: 'high',
      safety_identifier: safetyIdentifier(),
    })
    assert.deepInclude(request.files.image, { name: 'image.png', type: 'image/png' })
    assert.deepEqual(await sizeOf(request.files.image.data), {
      width: 640,
      height: 853,
      format: 'png',
    })
  })

  test('a prompt alone goes to /images/generations as JSON, at the standard size of its aspect', async ({
    assert,
  }) => {
    fake.script({ kind: 'image', data: picture }, { kind: 'image', data: picture })
    const adapter = adapterFor(fake)
    await adapter.generate(
      { references: [], prompt: 'a beach at night', size: { width: 1600, height: 900 } },
      signal()
    )
    await adapter.generate(
      { references: [], prompt: 'a square', size: { width: 5, height: 5 } },
      signal()
    )
    assert.lengthOf(fake.refused, 0)
    assert.equal(fake.requests[0].path, '/v1/images/generations')
    assert.deepEqual(fake.requests[0].fields, {
      model: 'gpt-image-1.5',
      prompt: 'a beach at night',
      n: 1,
      size: '1536x1024',
      quality: 'auto',
      output_format: 'png',
      safety_identifier: safetyIdentifier(),
    })
    assert.equal(fake.requests[1].fields.size, '1024x1024')
  })

  test('a non-square WebP (and a turned JPEG) is converted to an upright PNG fitted to the size', async ({
    assert,
  }) => {
    const wide = await sharp(await referenceImage(90, 3000, 1000))
      .webp()
      .toBuffer()
    // A phone's JPEG stored sideways with EXIF orientation 6: upright it is a portrait.
    const sideways = await sharp(await referenceImage(30, 800, 600))
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer()
    fake.script({ kind: 'image', data: picture }, { kind: 'image', data: picture })
    const adapter = adapterFor(fake)
    const result = await adapter.edit({ image: wide, prompt: 'de noche' }, signal())
    await adapter.edit({ image: sideways, prompt: 'de día' }, signal())
    assert.lengthOf(fake.refused, 0)
    assert.deepEqual(await sizeOf(result.data), { width: 1536, height: 1024, format: 'png' })
    const [first, second] = fake.requests
    assert.equal(first.fields.size, '1536x1024')
    assert.equal(first.files.image.type, 'image/png')
    assert.deepEqual(await sizeOf(first.files.image.data), {
      width: 1536,
      height: 512,
      format: 'png',
    })
    assert.equal(second.fields.size, '1024x1536')
    assert.deepEqual(await sizeOf(second.files.image.data), {
      width: 600,
      height: 800,
      format: 'png',
    })
  })

  test('output format, compression and quality are sent as configured, compression never with png', async ({
    assert,
  }) => {
    fake.script({ kind: 'image', data: picture }, { kind: 'image', data: picture })
    const webp = adapterFor(fake, { outputFormat: 'webp', outputCompression: 80, quality: 'high' })
    const result = await webp.edit({ image: picture, prompt: 'x' }, signal())
    assert.equal(result.mimeType, 'image/webp')
    assert.deepInclude(fake.requests[0].fields, {
      quality: 'high',
      output_format: 'webp',
      output_compression: '80',
    })
    const png = adapterFor(fake, { outputCompression: 80, quality: 'low' })
    await png.generate({ references: [], prompt: 'x' }, signal())
    assert.notProperty(fake.requests[1].fields, 'output_compression')
    assert.lengthOf(fake.refused, 0)
  })

  test('every current model the API lists takes what the adapter sends', async ({ assert }) => {
    for (const model of CURRENT_MODELS) {
      fake.script({ kind: 'image', data: picture }, { kind: 'image', data: picture })
      const adapter = adapterFor(fake, { model, quality: 'medium' })
      await adapter.generate({ references: [], prompt: 'x' }, signal())
      await adapter.edit({ image: picture, prompt: 'x' }, signal())
    }
    assert.lengthOf(fake.refused, 0)
    assert.lengthOf(fake.requests, CURRENT_MODELS.length * 2)
  }).timeout(30_000)

  test('malformed JSON, a missing b64_json or bytes that are no image are bad responses', async ({
    assert,
  }) => {
    fake.script(
      { kind: 'raw', body: '{"data": [' },
      { kind: 'raw', body: JSON.stringify({ data: [{ url: 'http://127.0.0.1/x.png' }] }) },
      { kind: 'raw', body: JSON.stringify({ data: [{ b64_json: 'aGVsbG8=' }] }) },
      { kind: 'raw', body: '{}' }
    )
    const adapter = adapterFor(fake)
    for (let attempt = 0; attempt < 4; attempt++) {
      const error = await failure(adapter.generate({ references: [], prompt: 'x' }, signal()))
      assert.equal(error.kind, 'bad_response')
    }
    assert.lengthOf(fake.requests, 4)
  })

  test('an abort stops at once and closes the upstream request', async ({ assert }) => {
    fake.script({ kind: 'hang' })
    const controller = new AbortController()
    const pending = failure(
      adapterFor(fake).edit({ image: picture, prompt: 'x' }, controller.signal)
    )
    while (fake.requests.length === 0) await new Promise((resolve) => setTimeout(resolve, 5))
    controller.abort()
    const error = await pending
    assert.equal(error.kind, 'aborted')
    const request = await fake.settled(0)
    assert.isTrue(request.closedEarly)
    assert.lengthOf(fake.requests, 1)
  })

  test('an upload that is no image is refused before any request', async ({ assert }) => {
    for (const image of [Buffer.from('GIF89a...'), Buffer.from('RIFF\0\0\0\0WEBPbroken')]) {
      const error = await failure(adapterFor(fake).edit({ image, prompt: 'x' }, signal()))
      assert.equal(error.kind, 'bad_input')
    }
    assert.lengthOf(fake.requests, 0)
  })
})

test.group('OpenAI Images adapter (an OpenAI-compatible server)', (group) => {
  let fake: ImagesFake
  group.each.setup(async () => {
    fake = await new ImagesFake({ compatible: true }).start()
    return () => fake.stop()
  })

  test('another model name keeps the legacy shape: response_format b64_json, the size asked', async ({
    assert,
  }) => {
    const picture = await sharp(await referenceImage(40, 64, 64))
      .jpeg()
      .toBuffer()
    fake.script({ kind: 'image', data: picture }, { kind: 'image', data: picture })
    const adapter = adapterFor(fake, { model: 'sd-fake' })
    const result = await adapter.generate(
      { references: [], prompt: 'a beach', size: { width: 512, height: 768 } },
      signal()
    )
    assert.deepInclude(result, { data: picture, mimeType: 'image/jpeg', local: false })
    assert.deepEqual(fake.requests[0].fields, {
      model: 'sd-fake',
      prompt: 'a beach',
      n: 1,
      response_format: 'b64_json',
      size: '512x768',
      safety_identifier: safetyIdentifier(),
    })
    const webp = await sharp(await referenceImage(90, 2000, 1000))
      .webp()
      .toBuffer()
    await adapter.edit({ image: webp, prompt: 'x' }, signal())
    assert.deepEqual(fake.requests[1].fields, {
      model: 'sd-fake',
      prompt: 'x',
      n: '1',
      response_format: 'b64_json',
      safety_identifier: safetyIdentifier(),
    })
    assert.deepEqual(await sizeOf(fake.requests[1].files.image.data), {
      width: 1024,
      height: 512,
      format: 'png',
    })
  })
})
