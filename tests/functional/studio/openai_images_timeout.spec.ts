import { test } from '@japa/runner'
import { useImagePort } from '#ai/services/image/image_service'
import { OpenAiImageAdapter } from '#ai/services/image/openai_image_adapter'
import { DEFAULT_IMAGE_MODEL } from '#ai/services/image/openai_image_models'
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
  userWith,
  workDuringGroup,
} from './studio_helpers.js'
import '#start/jobs'

/*
| A render the client stops waiting for may still be made, and billed, by
| the provider: the adapter never sends it again, and the photo fails and
| is refunded once.
*/
test.group('Studio on the OpenAI image adapter: a slow render', (group) => {
  let fake: ImagesFake
  let picture: Buffer
  group.setup(async () => {
    fake = await new ImagesFake().start()
    picture = await referenceImage(71, 96, 128)
    const stopWorker = await workDuringGroup()
    return async () => {
      useImagePort()
      await stopWorker()
      await fake.stop()
    }
  })

  test('one request, a timeout, the points back once', async ({ client, assert }) => {
    // The client gives up after 1 s; the provider renders for 3 s.
    useImagePort(
      new OpenAiImageAdapter({
        baseUrl: fake.url,
        model: DEFAULT_IMAGE_MODEL,
        apiKey: 'sk-test',
        timeoutMs: 1000,
      })
    )
    const model = await pictured()
    const prompt = 'in the snow, a slow render'
    fake.scriptFor(
      prompt,
      { kind: 'image', data: picture, delayMs: 3000 },
      { kind: 'image', data: picture }
    )
    const user = await userWith(100)
    const response = await call(client, user, 'post', '/photos/generate').json({
      modelId: model.id,
      prompt,
    })
    const row = await requestRow(response.body().taskId)
    assert.equal(row.failure_reason, 'timeout')
    // Long enough for a retry to have been sent, had there been one.
    await new Promise((resolve) => setTimeout(resolve, 2500))
    const sent = fake.requests.filter((request) => request.fields.prompt === prompt)
    assert.lengthOf(sent, 1)
    assert.isTrue(sent[0].closedEarly)
    assert.equal(await balanceOf(user.id), 100)
    assert.equal(await openHolds(user.id), 0)
    assert.deepInclude(await entryKinds(user.id), { hold: 1, release: 1 })
    const { drift } = await verifyLedger()
    assert.deepEqual(drift, [])
  }).timeout(30_000)
})
