import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import drive from '@adonisjs/drive/services/main'
import { useImagePort } from '#ai/services/image/image_service'
import { OpenAiImageAdapter } from '#ai/services/image/openai_image_adapter'
import { DEFAULT_IMAGE_MODEL } from '#ai/services/image/openai_image_models'
import { useVideoPort } from '#ai/services/video/video_service'
import { FalVideoAdapter } from '#ai/services/video/fal_video_adapter'
import { DIGITAL_SOURCE_TYPE } from '#core/media/ai_marks'
import { ImagesFake } from '#tests/fakes/images_fake'
import { FalFake } from '#tests/fakes/fal_fake'
import { imageMarks, videoMarks } from '#tests/helpers/ai_marks'
import { referenceImage } from '#tests/helpers/images'
import { call, pictured, settled, userWith, workDuringGroup } from './studio_helpers.js'
import { customRequest, jpegPhoto } from './custom_helpers.js'
import '#start/jobs'

/*
| Every stored result says it is AI-generated, and by what, in its own
| metadata: read back from the stored file (and from what the owner
| downloads) with libvips and ffmpeg, never with the code that wrote it.
*/

const FAL_MODEL = 'fal-ai/kling-video/v2.1/standard/image-to-video'

const marked = (generator: string) => ({
  digitalSourceType: DIGITAL_SOURCE_TYPE,
  aiSystemUsed: generator,
})

/** The stored file of a user's latest request. */
async function storedResult(userId: number) {
  const row = await db
    .from('studio_requests')
    .where('user_id', userId)
    .orderBy('id', 'desc')
    .first()
  return Buffer.from(await drive.use().getBytes(row.media_key))
}

test.group('Studio: AI marks on stored results', (group) => {
  let images: ImagesFake
  let fal: FalFake
  let picture: Buffer

  group.setup(async () => {
    images = await new ImagesFake().start()
    fal = await new FalFake().start()
    picture = await referenceImage(70, 96, 128)
    const stopWorker = await workDuringGroup()
    return async () => {
      await stopWorker()
      await Promise.all([images.stop(), fal.stop()])
    }
  })
  group.each.teardown(() => {
    useImagePort()
    useVideoPort()
  })

  const openAi = () =>
    new OpenAiImageAdapter({
      baseUrl: images.url,
      model: DEFAULT_IMAGE_MODEL,
      apiKey: 'sk-test',
      timeoutMs: 50_000,
    })

  test('a photo from the OpenAI Images API: the stored PNG and the download name the model', async ({
    client,
    assert,
  }) => {
    const prompt = 'marked photo on the beach'
    images.scriptFor(prompt, { kind: 'image', data: picture })
    useImagePort(openAi())
    const model = await pictured()
    const user = await userWith(100)
    const response = await call(client, user, 'post', '/photos/generate').json({
      modelId: model.id,
      prompt,
    })
    response.assertStatus(200)
    assert.equal(response.body().photo.status, 'completed')
    assert.deepEqual(await imageMarks(await storedResult(user.id)), marked(DEFAULT_IMAGE_MODEL))
    const download = await client.get(response.body().photo.imagePath)
    download.assertStatus(200)
    assert.deepEqual(await imageMarks(download.body() as Buffer), marked(DEFAULT_IMAGE_MODEL))
  }).timeout(30_000)

  test('a custom photo from a user picture (an edit) is marked the same', async ({
    client,
    assert,
  }) => {
    const prompt = 'marked custom photo in a garden'
    images.scriptFor(prompt, { kind: 'image', data: picture })
    useImagePort(openAi())
    const user = await userWith(600)
    const response = await customRequest(client, user, {
      image: await jpegPhoto(),
      prompt,
      type: 'photo',
    })
    response.assertStatus(200)
    assert.deepEqual(await imageMarks(await storedResult(user.id)), marked(DEFAULT_IMAGE_MODEL))
  }).timeout(30_000)

  test('a photo of the local demo composer (WebP) names the demo', async ({ client, assert }) => {
    const model = await pictured()
    const user = await userWith(100)
    const response = await call(client, user, 'post', '/photos/generate').json({
      modelId: model.id,
      prompt: 'marked local photo',
    })
    response.assertStatus(200)
    const stored = await storedResult(user.id)
    assert.equal(stored.toString('latin1', 8, 12), 'WEBP')
    assert.deepEqual(await imageMarks(stored), marked('Velvet local image demo'))
  }).timeout(30_000)

  test('a video from fal: its XMP box and its comment tag name the model', async ({
    client,
    assert,
  }) => {
    useVideoPort(
      new FalVideoAdapter({
        baseUrl: fal.url,
        model: FAL_MODEL,
        apiKey: 'fal-test',
        timeoutMs: 2000,
      })
    )
    const model = await pictured()
    const user = await userWith(200)
    const response = await call(client, user, 'post', '/videos/generate').json({
      modelId: model.id,
      prompt: 'marked video walking on the beach',
    })
    response.assertStatus(202)
    const row = await settled(response.body().video.taskId, 30_000)
    assert.equal(row.status, 'completed')
    const marks = await videoMarks(await storedResult(user.id))
    assert.deepInclude(marks, marked(FAL_MODEL))
    assert.include(marks.comment, `AI-generated by ${FAL_MODEL}`)
    assert.include(marks.comment, DIGITAL_SOURCE_TYPE)
  }).timeout(40_000)
})
