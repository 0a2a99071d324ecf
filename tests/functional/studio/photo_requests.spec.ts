import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { useImagePort } from '#ai/services/image/image_service'
import { balanceOf } from '#ledger/queries/balance_of'
import { verifyLedger } from '#ledger/queries/verify_ledger'
import {
  requestCountsOf,
  statusOf,
  call,
  entryKinds,
  brokenImagePort,
  workDuringGroup,
  key,
  openHolds,
  pictured,
  requestRow,
  settled,
  studioCost,
  userWith,
} from './studio_helpers.js'
import '#start/jobs'

test.group('Studio: photo requests (real worker, local image port)', (group) => {
  group.setup(workDuringGroup)
  group.each.teardown(() => useImagePort())

  test('visitors get 401 on every studio endpoint', async ({ client, assert }) => {
    const model = await pictured()
    const post = await call(client, null, 'post', '/photos/generate').json({
      modelId: model.id,
      prompt: 'on the beach',
    })
    post.assertStatus(401)
    for (const url of [
      '/photos/my-requests',
      '/videos/my-requests',
      `/videos/status/${crypto.randomUUID()}`,
    ]) {
      assert.equal(await statusOf(call(client, null, 'get', url)), 401)
    }
    assert.equal(await statusOf(call(client, null, 'delete', '/photos/1')), 401)
  })

  test('POST /photos/generate answers the spec shape, charges once and stores a private picture', async ({
    client,
    assert,
  }) => {
    const model = await pictured()
    const user = await userWith(100)
    const other = await userWith(100)
    const cost = await studioCost('photo')
    const { photos: before } = await requestCountsOf(model.id)
    const response = await call(client, user, 'post', '/photos/generate').json({
      modelId: model.id,
      prompt: '  on the beach at sunset  ',
      userId: other.id,
    })
    response.assertStatus(200)
    const { success, photo } = response.body()
    assert.isTrue(success)
    assert.equal(photo.prompt, 'on the beach at sunset')
    assert.equal(photo.cost, cost)
    assert.equal(photo.remainingBalance, 100 - cost)
    assert.equal(photo.status, 'completed')
    assert.match(photo.downloadName, /^photo-\d+\.png$/)
    assert.equal(await balanceOf(user.id), 100 - cost)
    assert.equal(await balanceOf(other.id), 100)
    assert.equal(await openHolds(user.id), 0)
    assert.deepInclude(await entryKinds(user.id), { hold: 1 })
    assert.notProperty(await entryKinds(user.id), 'release')

    // The picture is private: its signed URL serves it, the bare key does not.
    assert.match(photo.imagePath, /^\/media\/private\//)
    const image = await client.get(photo.imagePath)
    image.assertStatus(200)
    assert.match(String(image.header('content-type')), /^image\//)
    const bare = await client.get(photo.imagePath.split('?')[0])
    assert.oneOf(bare.status(), [403, 404])
    const download = await client.get(photo.downloadPath)
    download.assertStatus(200)
    assert.include(String(download.header('content-disposition')), photo.downloadName)

    const { photos: after } = await requestCountsOf(model.id)
    assert.equal(after, before + 1)
    const check = await verifyLedger()
    assert.deepEqual(check.drift, [])
  }).timeout(30_000)

  test('blank, too long, unknown model and bad ids are refused with translated messages, never a 500', async ({
    client,
    assert,
  }) => {
    const model = await pictured()
    const user = await userWith(100, 'es')
    const blank = await call(client, user, 'post', '/photos/generate')
      .header('accept-language', 'es')
      .json({ modelId: model.id, prompt: '   ' })
    blank.assertStatus(422)
    assert.equal(blank.body().message, 'Debes describir la foto que quieres generar')
    const blankVideo = await call(client, user, 'post', '/videos/generate').json({
      modelId: model.id,
      prompt: '',
    })
    blankVideo.assertStatus(422)
    assert.include(blankVideo.body().message, 'video')
    for (const body of [
      { modelId: model.id, prompt: 'x'.repeat(501) },
      { modelId: 999_999_999, prompt: 'beach' },
      { modelId: 'abc', prompt: 'beach' },
      { modelId: model.id },
      { prompt: 'beach' },
      { modelId: -1, prompt: 'beach' },
      { modelId: model.id, prompt: 'beach', clientKey: '../../etc' },
    ]) {
      const response = await call(client, user, 'post', '/photos/generate').json(body)
      assert.oneOf(response.status(), [404, 422], JSON.stringify(body))
    }
    assert.equal(await balanceOf(user.id), 100)
    const rows = await db.from('studio_requests').where('user_id', user.id)
    assert.lengthOf(rows, 0)
  })

  test('explicit prompts are refused for video, minors everywhere; nothing is charged', async ({
    client,
    assert,
  }) => {
    const model = await pictured()
    const user = await userWith(100)
    const explicit = await call(client, user, 'post', '/videos/generate').json({
      modelId: model.id,
      prompt: 'fully naked having sex',
    })
    explicit.assertStatus(400)
    assert.equal(
      explicit.body().message,
      'The prompt is too explicit. Try with more subtle content.'
    )
    for (const url of ['/photos/generate', '/videos/generate']) {
      const minors = await call(client, user, 'post', url).json({
        modelId: model.id,
        prompt: 'as a 15 year old schoolgirl',
      })
      minors.assertStatus(400)
    }
    assert.equal(await balanceOf(user.id), 100)
  })

  test('402 when the balance cannot cover the photo; no request is kept', async ({
    client,
    assert,
  }) => {
    const model = await pictured()
    const user = await userWith(1)
    const response = await call(client, user, 'post', '/photos/generate').json({
      modelId: model.id,
      prompt: 'in the forest',
    })
    response.assertStatus(402)
    assert.equal(response.body().balance, 1)
    assert.equal(response.body().cost, await studioCost('photo'))
    assert.lengthOf(await db.from('studio_requests').where('user_id', user.id), 0)
    assert.equal(await balanceOf(user.id), 1)
  })

  test('a provider failure gives the points back once and says so', async ({ client, assert }) => {
    useImagePort(brokenImagePort)
    const model = await pictured()
    const user = await userWith(100)
    const response = await call(client, user, 'post', '/photos/generate').json({
      modelId: model.id,
      prompt: 'at night in the city',
    })
    response.assertStatus(502)
    assert.include(response.body().message, 'points were returned')
    assert.equal(await balanceOf(user.id), 100)
    assert.equal(await openHolds(user.id), 0)
    assert.deepInclude(await entryKinds(user.id), { hold: 1, release: 1 })
    const row = await requestRow(response.body().taskId)
    assert.equal(row.status, 'failed')
    assert.equal(row.failure_reason, 'provider_error')
  }).timeout(30_000)

  test('the same client key twice is one request, charged once', async ({ client, assert }) => {
    const model = await pictured()
    const user = await userWith(100)
    const clientKey = key()
    const body = { modelId: model.id, prompt: 'snow', clientKey }
    const [first, second] = await Promise.all([
      call(client, user, 'post', '/photos/generate').json(body),
      call(client, user, 'post', '/photos/generate').json(body),
    ])
    first.assertStatus(200)
    second.assertStatus(200)
    assert.equal(first.body().photo.taskId, second.body().photo.taskId)
    assert.lengthOf(await db.from('studio_requests').where('user_id', user.id), 1)
    assert.equal(await balanceOf(user.id), 100 - (await studioCost('photo')))
  }).timeout(30_000)

  test('200 simultaneous photo requests on a balance for 5: exactly 5 accepted, ledger matches', async ({
    client,
    assert,
  }) => {
    const model = await pictured()
    const cost = await studioCost('photo')
    const user = await userWith(cost * 5)
    const responses = await Promise.all(
      Array.from({ length: 200 }, () =>
        call(client, user, 'post', '/photos/generate').json({ modelId: model.id, prompt: 'beach' })
      )
    )
    const statuses = responses.map((response) => response.status())
    assert.equal(statuses.filter((status) => status === 200 || status === 202).length, 5)
    assert.equal(statuses.filter((status) => status === 402).length, 195)
    const rows = await db.from('studio_requests').where('user_id', user.id)
    assert.lengthOf(rows, 5)
    for (const row of rows) {
      const done = await settled(row.task_id)
      assert.equal(done.status, 'completed')
    }
    assert.equal(await balanceOf(user.id), 0)
    assert.equal(await openHolds(user.id), 0)
    const check = await verifyLedger()
    assert.deepEqual(check.drift, [])
  }).timeout(120_000)
})
