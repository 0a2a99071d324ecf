import { test } from '@japa/runner'
import sharp from 'sharp'
import { ImageProviderError } from '#ai/services/image/image_port'
import { OpenAiImageAdapter } from '#ai/services/image/openai_image_adapter'
import { ImagesFake } from '#tests/fakes/images_fake'
import { referenceImage } from '#tests/helpers/images'

function adapterFor(fake: ImagesFake, timeoutMs = 2000) {
  return new OpenAiImageAdapter({
    baseUrl: fake.url,
    model: 'sd-fake',
    apiKey: 'sk-test',
    timeoutMs,
  })
}

async function failure(promise: Promise<unknown>) {
  try {
    await promise
  } catch (error) {
    if (error instanceof ImageProviderError) return error
    throw error
  }
  throw new Error('expected an ImageProviderError')
}

const signal = () => new AbortController().signal

test.group('OpenAI Images adapter (loopback fake)', (group) => {
  let fake: ImagesFake
  let picture: Buffer
  group.setup(async () => {
    picture = await sharp(await referenceImage(40, 64, 64))
      .jpeg()
      .toBuffer()
  })
  group.each.setup(async () => {
    fake = await new ImagesFake().start()
    return () => fake.stop()
  })

  test('a prompt alone goes to /images/generations as JSON, b64_json decoded', async ({
    assert,
  }) => {
    fake.script({ kind: 'image', data: picture })
    const result = await adapterFor(fake).generate(
      { references: [], prompt: 'a beach at night', size: { width: 512, height: 768 } },
      signal()
    )
    assert.deepEqual(result, { data: picture, mimeType: 'image/jpeg', local: false })
    const [request] = fake.requests
    assert.equal(request.path, '/v1/images/generations')
    assert.equal(request.headers.authorization, 'Bearer sk-test')
    assert.deepInclude(request.fields, {
      model: 'sd-fake',
      prompt: 'a beach at night',
      n: 1,
      response_format: 'b64_json',
      size: '512x768',
    })
  })

  test('references go to multipart /images/edits, the first one as the image', async ({
    assert,
  }) => {
    const first = await referenceImage(10)
    const second = await referenceImage(220)
    fake.script({ kind: 'image', data: picture })
    const result = await adapterFor(fake).generate(
      { references: [first, second], prompt: 'en la playa' },
      signal()
    )
    assert.equal(result.mimeType, 'image/jpeg')
    const [request] = fake.requests
    assert.equal(request.path, '/v1/images/edits')
    assert.match(String(request.headers['content-type']), /^multipart\/form-data/)
    assert.deepInclude(request.fields, {
      model: 'sd-fake',
      prompt: 'en la playa',
      n: '1',
      response_format: 'b64_json',
    })
    assert.equal(request.files.image.type, 'image/png')
    assert.isTrue(request.files.image.data.equals(first))
  })

  test('edit sends the uploaded image with its own type', async ({ assert }) => {
    const upload = await sharp(await referenceImage(90))
      .webp()
      .toBuffer()
    fake.script({ kind: 'image', data: await sharp(picture).png().toBuffer() })
    const result = await adapterFor(fake).edit({ image: upload, prompt: 'de noche' }, signal())
    assert.equal(result.mimeType, 'image/png')
    const [request] = fake.requests
    assert.equal(request.path, '/v1/images/edits')
    assert.equal(request.files.image.type, 'image/webp')
    assert.equal(request.files.image.name, 'image.webp')
    assert.isTrue(request.files.image.data.equals(upload))
    assert.equal(request.fields.prompt, 'de noche')
  })

  test('a 429 is retried once, then the picture comes', async ({ assert }) => {
    fake.script({ kind: 'status', status: 429 }, { kind: 'image', data: picture })
    const result = await adapterFor(fake).edit({ image: picture, prompt: 'x' }, signal())
    assert.isTrue(result.data.equals(picture))
    assert.lengthOf(fake.requests, 2)
    // The multipart body is sent whole the second time too.
    assert.isTrue(fake.requests[1].files.image.data.equals(picture))
  })

  test('a 500 twice is a typed failure after one retry', async ({ assert }) => {
    fake.script({ kind: 'status', status: 500 }, { kind: 'status', status: 500 })
    const error = await failure(
      adapterFor(fake).generate({ references: [], prompt: 'x' }, signal())
    )
    assert.equal(error.kind, 'unavailable')
    assert.lengthOf(fake.requests, 2)
  })

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

  test('a server that never answers times out (one retry)', async ({ assert }) => {
    fake.script({ kind: 'hang' }, { kind: 'hang' })
    const started = Date.now()
    const error = await failure(
      adapterFor(fake, 150).generate({ references: [], prompt: 'x' }, signal())
    )
    assert.equal(error.kind, 'timeout')
    assert.lengthOf(fake.requests, 2)
    assert.isBelow(Date.now() - started, 1500)
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
    const error = await failure(
      adapterFor(fake).edit({ image: Buffer.from('GIF89a...'), prompt: 'x' }, signal())
    )
    assert.equal(error.kind, 'bad_input')
    assert.lengthOf(fake.requests, 0)
  })
})
