import { test } from '@japa/runner'
import sharp from 'sharp'
import { ImageProviderError } from '#ai/services/image/image_port'
import { LocalImageAdapter } from '#ai/services/offline/image/local_image_adapter'
import { bandHeight } from '#ai/services/offline/image/local_composition'
import { createImagePort, imagePort, useImagePort } from '#ai/services/image/image_service'
import { scenesOf } from '#ai/services/offline/image/scene_words'
import { pixels, referenceImage } from '#tests/helpers/images'

const signal = () => new AbortController().signal

async function failure(promise: Promise<unknown>) {
  try {
    await promise
  } catch (error) {
    if (error instanceof ImageProviderError) return error
    throw error
  }
  throw new Error('expected an ImageProviderError')
}

test.group('Local image adapter', (group) => {
  const adapter = new LocalImageAdapter()
  let references: Buffer[]
  group.setup(async () => {
    references = [await referenceImage(20), await referenceImage(200), await referenceImage(300)]
  })

  test('generates a WebP of the asked size, the longest side at most 1024 px', async ({
    assert,
  }) => {
    const small = await adapter.generate(
      { references, prompt: 'en la playa', size: { width: 512, height: 640 } },
      signal()
    )
    assert.equal(small.mimeType, 'image/webp')
    assert.isTrue(small.local)
    const meta = await sharp(small.data).metadata()
    assert.deepInclude(meta, { format: 'webp', width: 512, height: 640 })

    const big = await adapter.generate(
      { references, prompt: 'at night', size: { width: 2048, height: 1536 } },
      signal()
    )
    assert.deepInclude(await sharp(big.data).metadata(), { width: 1024, height: 768 })

    const standard = await adapter.generate({ references, prompt: 'hola' }, signal())
    assert.deepInclude(await sharp(standard.data).metadata(), { width: 768, height: 1024 })
  })

  test('every picture carries the same local demo band, with light text on dark', async ({
    assert,
  }) => {
    const size = { width: 600, height: 800 }
    // The band's first rows are left out: lossy WebP blurs the edge with the picture above.
    const band = { left: 0, top: 803 - bandHeight(800), width: 600, height: bandHeight(800) - 3 }
    const beach = await adapter.generate({ references, prompt: 'beach', size }, signal())
    const snow = await adapter.generate({ references, prompt: 'nieve', size }, signal())
    const a = await pixels(beach.data, band)
    const b = await pixels(snow.data, band)
    const worst = Math.max(...a.map((value, i) => Math.abs(value - b[i])))
    assert.isBelow(worst, 40, 'the band differs between pictures')
    const dark = a.filter((value) => value < 40).length
    const light = a.filter((value) => value > 200).length
    assert.isAbove(dark, a.length * 0.5)
    assert.isAbove(light, 30, 'no label text in the band')
  })

  test('different prompts give different pictures; the same input the same bytes', async ({
    assert,
  }) => {
    const first = await adapter.generate({ references, prompt: 'a walk in the city' }, signal())
    const again = await adapter.generate({ references, prompt: 'a walk in the city' }, signal())
    const other = await adapter.generate({ references, prompt: 'a walk in the forest' }, signal())
    const plain = await adapter.generate({ references, prompt: 'smiling' }, signal())
    assert.isTrue(first.data.equals(again.data))
    assert.isFalse(first.data.equals(other.data))
    assert.isFalse(first.data.equals(plain.data))
    // Without scene words the prompt still changes the crop, pose and colours.
    const laughing = await adapter.generate({ references, prompt: 'laughing' }, signal())
    assert.isFalse(plain.data.equals(laughing.data))
  })

  test('scene words in es and en choose the same background', async ({ assert }) => {
    const corner = { left: 2, top: 2, width: 1, height: 1 }
    const colour = async (prompt: string) => {
      const result = await adapter.generate({ references, prompt }, signal())
      return pixels(result.data, corner)
    }
    const playa = await colour('en la playa')
    const beach = await colour('on the beach')
    const noche = await colour('de noche')
    const distance = (x: Buffer, y: Buffer) =>
      Math.max(...[0, 1, 2].map((i) => Math.abs(x[i] - y[i])))
    assert.isBelow(distance(playa, beach), 10)
    assert.isAbove(distance(playa, noche), 60)
    assert.deepEqual(
      scenesOf('Una NOCHE en la pláya').map((scene) => scene.name),
      ['night', 'beach']
    )
  })

  test('edit composes from the uploaded image, labelled too', async ({ assert }) => {
    const image = await referenceImage(120)
    const result = await adapter.edit({ image, prompt: 'bajo la lluvia' }, signal())
    const meta = await sharp(result.data).metadata()
    assert.deepInclude(meta, { format: 'webp', width: 768, height: 1024 })
    const other = await adapter.edit({ image, prompt: 'en la fiesta' }, signal())
    assert.isFalse(result.data.equals(other.data))
  })

  test('unreadable or missing images and aborts are typed errors', async ({ assert }) => {
    const garbage = await failure(
      adapter.edit({ image: Buffer.from('not an image'), prompt: 'x' }, signal())
    )
    assert.equal(garbage.kind, 'bad_input')
    const none = await failure(adapter.generate({ references: [], prompt: 'x' }, signal()))
    assert.equal(none.kind, 'bad_input')
    const aborted = await failure(
      adapter.generate({ references, prompt: 'x' }, AbortSignal.abort())
    )
    assert.equal(aborted.kind, 'aborted')
  })
})

test.group('Image port selection', () => {
  test('AI_IMAGE_DRIVER picks the adapter; local by default; tests can swap it', async ({
    assert,
  }) => {
    const base = {
      baseUrl: 'http://127.0.0.1:9/v1',
      model: 'm',
      apiKey: '',
      timeoutMs: 1000,
      localLatencyMs: 0,
    }
    const openai = await createImagePort({ ...base, driver: 'openai' })
    const local = await createImagePort({ ...base, driver: 'local' })
    assert.equal(openai.driver, 'openai')
    assert.equal(local.driver, 'local')
    useImagePort()
    const configured = imagePort()
    assert.isTrue(configured.isLocal)
    useImagePort(new LocalImageAdapter())
    // The swapped adapter, behind the service's timing (instrumentPort).
    assert.notStrictEqual(imagePort(), configured)
    assert.instanceOf(imagePort(), LocalImageAdapter)
    useImagePort()
  })
})
