import { test } from '@japa/runner'
import sharp from 'sharp'
import { CONFIG_COOLDOWN_MS } from '#ai/services/config_breaker'
import { clock } from '#core/clock'
import { ImagesFake, usageOf } from '#tests/fakes/images_fake'
import { adapterFor, failure, signal } from '#tests/helpers/image_adapter'
import { referenceImage } from '#tests/helpers/images'

/*
| The character's references as `image[]` up to the model's limit, input
| fidelity where the model takes it, the usage OpenAI reports, and a
| refused key against the strict loopback Images API.
*/
test.group('OpenAI Images adapter: references, fidelity, usage, configuration', (group) => {
  let fake: ImagesFake
  let picture: Buffer
  group.setup(async () => {
    picture = await referenceImage(40, 64, 64)
  })
  group.each.setup(async () => {
    fake = await new ImagesFake().start()
    return async () => {
      clock.reset()
      await fake.stop()
    }
  })

  test('every reference goes as image[], the lead first, with high input fidelity', async ({
    assert,
  }) => {
    const references = await Promise.all([10, 20, 30].map((seed) => referenceImage(seed, 64, 96)))
    fake.script({ kind: 'image', data: picture })
    const result = await adapterFor(fake).generate({ references, prompt: 'x' }, signal())
    const [request] = fake.requests
    assert.lengthOf(fake.refused, 0)
    assert.deepEqual(
      request.images.map((image) => image.field),
      ['image[]', 'image[]', 'image[]']
    )
    // Each sent picture is its reference, in order (compared by a pixel of each).
    for (const [index, sent] of request.images.entries()) {
      const [ours, theirs] = await Promise.all(
        [references[index], sent.data].map((data) => sharp(data).resize(1, 1).raw().toBuffer())
      )
      assert.deepEqual([...theirs], [...ours].slice(0, theirs.length), `reference ${index}`)
    }
    assert.equal(request.fields.input_fidelity, 'high')
    assert.deepEqual(result.usage, {
      provider: new URL(fake.url).host,
      model: 'gpt-image-1.5',
      inputTokens: usageOf(request).input_tokens,
      outputTokens: 1056,
      images: 1,
    })
  })

  test('at most 16 references; no input_fidelity where the model refuses it', async ({
    assert,
  }) => {
    const references = Array.from({ length: 20 }, () => picture)
    for (const model of ['gpt-image-1.5', 'gpt-image-1-mini', 'gpt-image-2']) {
      fake.script({ kind: 'image', data: picture })
      await adapterFor(fake, { model }).generate({ references, prompt: 'x' }, signal())
    }
    assert.lengthOf(fake.refused, 0)
    assert.deepEqual(
      fake.requests.map((request) => [request.images.length, request.fields.input_fidelity]),
      [
        [16, 'high'],
        [16, undefined],
        [16, undefined],
      ]
    )
  })

  test('a compatible server gets the lead reference alone, as image', async ({ assert }) => {
    const compatible = await new ImagesFake({ compatible: true }).start()
    try {
      compatible.script({ kind: 'image', data: picture })
      await adapterFor(compatible, { model: 'sd-fake' }).generate(
        { references: [picture, picture], prompt: 'x' },
        signal()
      )
      assert.deepEqual(
        compatible.requests[0].images.map((image) => image.field),
        ['image']
      )
    } finally {
      await compatible.stop()
    }
  })

  test('a refused key is misconfigured, not retried, and the breaker keeps it home', async ({
    assert,
  }) => {
    fake.script({ kind: 'status', status: 401, code: 'invalid_api_key' })
    const adapter = adapterFor(fake)
    const error = await failure(adapter.generate({ references: [picture], prompt: 'x' }, signal()))
    assert.equal(error.kind, 'misconfigured')
    assert.include(error.message, 'AI_IMAGE_API_KEY')
    const again = await failure(adapter.edit({ image: picture, prompt: 'x' }, signal()))
    assert.equal(again.kind, 'misconfigured')
    assert.lengthOf(fake.requests, 1)
    clock.travel(CONFIG_COOLDOWN_MS + 1)
    fake.script({ kind: 'image', data: picture })
    await adapter.generate({ references: [picture], prompt: 'x' }, signal())
    assert.lengthOf(fake.requests, 2)
  })
})
