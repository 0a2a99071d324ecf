import { test } from '@japa/runner'
import OpenAI, { APIError, toFile } from 'openai'
import sharp from 'sharp'
import { ImagesFake } from '#tests/fakes/images_fake'
import { MAX_UPLOAD_BYTES } from '#tests/fakes/images_rules'
import { referenceImage } from '#tests/helpers/images'

/*
| The loopback Images API refuses what OpenAI's refuses (the reference the
| `openai` package ships): the adapter's tests mean something only if a
| request OpenAI would answer with a 400 gets a 400 here too. Driven with
| the official client, no retries.
*/

async function refusalOf(promise: Promise<unknown>) {
  try {
    await promise
  } catch (error) {
    if (error instanceof APIError) return { status: error.status, error: error.error }
    throw error
  }
  throw new Error('expected the fake to refuse')
}

/** A hashed user id, as the adapters send (the fake refuses a call without one). */
const SID = 'v1_Zm9yLXRlc3RzLW9ubHktYS1oYXNoZWQtdXNlcg'

const invalid = (param: string, code: string) => ({ type: 'invalid_request_error', param, code })

test.group('Images fake: as strict as OpenAI', (group) => {
  let fake: ImagesFake
  let client: OpenAI
  let png: Buffer
  group.setup(async () => {
    png = await referenceImage(40, 64, 96)
  })
  group.each.setup(async () => {
    fake = await new ImagesFake().start()
    client = new OpenAI({ baseURL: fake.url, apiKey: 'sk-test', maxRetries: 0 })
    return () => fake.stop()
  })

  test('GPT image models reject response_format (400 in OpenAI’s error shape)', async ({
    assert,
  }) => {
    const refused = await refusalOf(
      client.images.generate({
        safety_identifier: SID,
        model: 'gpt-image-1.5',
        prompt: 'x',
        response_format: 'b64_json',
      })
    )
    assert.equal(refused.status, 400)
    assert.deepInclude(refused.error, invalid('response_format', 'unknown_parameter'))
    assert.equal(
      (refused.error as { message: string }).message,
      "Unknown parameter: 'response_format'."
    )
    assert.lengthOf(fake.refused, 1)
  })

  test('retired models are gone, unknown ones invalid', async ({ assert }) => {
    for (const model of ['dall-e-2', 'dall-e-3', 'gpt-image-1']) {
      const refused = await refusalOf(
        client.images.generate({ safety_identifier: SID, model, prompt: 'x' })
      )
      assert.equal(refused.status, 404)
      assert.deepInclude(refused.error, { code: 'model_not_found' })
    }
    const unknown = await refusalOf(
      client.images.generate({ safety_identifier: SID, model: 'sd-fake', prompt: 'x' })
    )
    assert.deepInclude(unknown.error, invalid('model', 'invalid_value'))
  })

  test('sizes: the standard three for every model, other WxH for gpt-image-2 only', async ({
    assert,
  }) => {
    const refused = await refusalOf(
      client.images.generate({
        safety_identifier: SID,
        model: 'gpt-image-1.5',
        prompt: 'x',
        size: '512x512',
      })
    )
    assert.deepInclude(refused.error, invalid('size', 'invalid_value'))
    const odd = await refusalOf(
      client.images.generate({
        safety_identifier: SID,
        model: 'gpt-image-2',
        prompt: 'x',
        size: '1000x1000',
      })
    )
    assert.deepInclude(odd.error, invalid('size', 'invalid_value'))
    fake.script({ kind: 'image', data: png }, { kind: 'image', data: png })
    const free = await client.images.generate({
      safety_identifier: SID,
      model: 'gpt-image-2',
      prompt: 'x',
      size: '1536x864',
    })
    const standard = await client.images.generate({
      safety_identifier: SID,
      model: 'gpt-image-1.5',
      prompt: 'x',
      size: '1024x1536',
    })
    const picture = Buffer.from(free.data![0].b64_json!, 'base64')
    assert.deepInclude(await sharp(picture).metadata(), { width: 1536, height: 864, format: 'png' })
    // GPT image models answer base64 only: no URL to fetch later.
    assert.notProperty(standard.data![0], 'url')
    assert.equal(standard.size, '1024x1536')
  })

  test('quality, output_format and output_compression as each model takes them', async ({
    assert,
  }) => {
    const xhigh = await refusalOf(
      client.images.generate({
        safety_identifier: SID,
        model: 'gpt-image-1.5',
        prompt: 'x',
        quality: 'xhigh',
      })
    )
    assert.deepInclude(xhigh.error, invalid('quality', 'invalid_value'))
    const lossless = await refusalOf(
      client.images.generate({
        safety_identifier: SID,
        model: 'gpt-image-1.5',
        prompt: 'x',
        output_compression: 50,
      })
    )
    assert.deepInclude(lossless.error, { param: 'output_compression' })
    const fidelity = await refusalOf(
      client.images.edit({
        safety_identifier: SID,
        model: 'gpt-image-2',
        prompt: 'x',
        image: await toFile(png, 'a.png', { type: 'image/png' }),
        input_fidelity: 'high',
      })
    )
    assert.deepInclude(fidelity.error, { param: 'input_fidelity' })
    fake.script({ kind: 'image', data: png })
    const jpeg = await client.images.generate({
      safety_identifier: SID,
      model: 'gpt-image-2.5-sunburst',
      prompt: 'x',
      quality: 'max',
      output_format: 'jpeg',
      output_compression: 60,
    })
    const data = Buffer.from(jpeg.data![0].b64_json!, 'base64')
    const { format } = await sharp(data).metadata()
    assert.equal(format, 'jpeg')
  })

  test('edits take png, webp or jpeg under 50 MB, by type and by content', async ({ assert }) => {
    const upload = async (data: Buffer, name: string, type: string) =>
      refusalOf(
        client.images.edit({
          safety_identifier: SID,
          model: 'gpt-image-1.5',
          prompt: 'x',
          image: await toFile(data, name, { type }),
        })
      )
    const gif = await upload(Buffer.from('GIF89a'), 'a.gif', 'image/gif')
    assert.deepInclude(gif.error, invalid('image', 'unsupported_file_mimetype'))
    const text = await upload(Buffer.from('not a picture'), 'a.png', 'image/png')
    assert.deepInclude(text.error, invalid('image', 'invalid_image_file'))
    const huge = Buffer.concat([png, Buffer.alloc(MAX_UPLOAD_BYTES - png.length)])
    const large = await upload(huge, 'a.png', 'image/png')
    assert.deepInclude(large.error, invalid('image', 'file_too_large'))
    fake.script({ kind: 'image', data: png }, { kind: 'image', data: png })
    for (const type of ['webp', 'jpeg'] as const) {
      const data = await sharp(png).toFormat(type).toBuffer()
      await client.images.edit({
        safety_identifier: SID,
        model: 'gpt-image-1.5',
        prompt: 'x',
        image: await toFile(data, `a.${type}`, { type: `image/${type}` }),
      })
    }
    assert.lengthOf(fake.refused, 3)
  }).timeout(20_000)

  test('scripted errors: 429 with Retry-After, 5xx, in OpenAI’s shape', async ({ assert }) => {
    fake.script(
      { kind: 'status', status: 429, headers: { 'retry-after': '7' } },
      { kind: 'status', status: 500 }
    )
    const limited = await client.images
      .generate({ safety_identifier: SID, model: 'gpt-image-1.5', prompt: 'x' })
      .catch((error: APIError) => error)
    assert.instanceOf(limited, APIError)
    assert.equal((limited as APIError).status, 429)
    assert.equal((limited as APIError).headers?.get('retry-after'), '7')
    assert.equal((limited as APIError).code, 'rate_limit_exceeded')
    const failed = await refusalOf(
      client.images.generate({ safety_identifier: SID, model: 'gpt-image-1.5', prompt: 'x' })
    )
    assert.deepInclude(failed, { status: 500 })
    assert.deepInclude(failed.error, { type: 'server_error' })
    assert.lengthOf(fake.refused, 0)
  })
})
