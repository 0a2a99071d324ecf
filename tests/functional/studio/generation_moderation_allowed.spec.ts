import { test } from '@japa/runner'
import { useImagePort } from '#ai/services/image/image_service'
import { ImagesFake } from '#tests/fakes/images_fake'
import { adapterFor } from '#tests/helpers/image_adapter'
import { referenceImage } from '#tests/helpers/images'
import { pictured, userWith, workDuringGroup } from './studio_helpers.js'
import { ask, refusalsOf } from './moderation_helpers.js'
import '#start/jobs'

test.group('Studio: an allowed prompt still reaches the provider', (group) => {
  let images: ImagesFake

  group.setup(async () => {
    images = await new ImagesFake().start()
    useImagePort(adapterFor(images, { model: 'gpt-image-1.5', timeoutMs: 5000 }))
    const stopWorker = await workDuringGroup()
    return async () => {
      useImagePort()
      await stopWorker()
      await images.stop()
    }
  })

  test('control: an allowed photo prompt is accepted and reaches the image provider', async ({
    client,
    assert,
  }) => {
    const picture = await referenceImage(90)
    // Jobs other files left behind may reach the fake first: every request gets a picture.
    images.script(...Array.from({ length: 10 }, () => ({ kind: 'image' as const, data: picture })))
    const model = await pictured()
    const user = await userWith(2000)
    const response = await ask(client, user, 'photo', 'walking on the beach', 'en', model.id)
    response.assertStatus(200)
    assert.equal(response.body().photo.status, 'completed')
    assert.isTrue(
      images.requests.some((request) =>
        String(request.fields.prompt ?? '').includes('walking on the beach')
      )
    )
    assert.lengthOf(await refusalsOf(user), 0)
  }).timeout(30_000)
})
