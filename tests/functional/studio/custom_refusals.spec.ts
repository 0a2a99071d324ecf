import { test } from '@japa/runner'
import { balanceOf } from '#ledger/queries/balance_of'
import { sessionOf } from '#tests/helpers/users'
import { key, openHolds, userWith } from './studio_helpers.js'
import {
  customRequest,
  jpegPhoto,
  requestCount,
  storedUploads,
  workerDuringGroup,
  CUSTOM_URL,
} from './custom_helpers.js'
import '#start/jobs'

test.group('Custom generation: refused uploads and requests', (group) => {
  group.setup(() => workerDuringGroup())

  test('missing image, type or prompt and an over-long prompt get their messages', async ({
    client,
    assert,
  }) => {
    const user = await userWith(1000)
    const image = await jpegPhoto()
    const uploads = await storedUploads()
    const noImage = await customRequest(client, user, { prompt: 'x', type: 'photo' })
    noImage.assertStatus(422)
    assert.equal(noImage.body().message, 'Please select an image')
    const noType = await customRequest(client, user, { image, prompt: 'x' })
    noType.assertStatus(422)
    assert.equal(noType.body().errors[0].field, 'type')
    const badType = await customRequest(client, user, { image, prompt: 'x', type: 'gif' })
    badType.assertStatus(422)
    const noPrompt = await customRequest(client, user, { image, prompt: '   ', type: 'photo' })
    noPrompt.assertStatus(422)
    assert.equal(noPrompt.body().message, 'Please write a prompt')
    const long = await customRequest(client, user, {
      image,
      prompt: 'a'.repeat(501),
      type: 'video',
    })
    long.assertStatus(422)
    assert.equal(long.body().message, 'The description can be at most 500 characters.')
    const json = await client
      .post(CUSTOM_URL)
      .withCsrfToken()
      .withSession(sessionOf(user))
      .accept('json')
      .json({ prompt: 'x', type: 'photo' })
    json.assertStatus(422)
    assert.equal(json.body().message, 'Please select an image')
    assert.equal(await balanceOf(user.id), 1000)
    assert.equal(await requestCount(user.id), 0)
    assert.equal(await storedUploads(), uploads)
  })

  test('402 when the balance cannot cover it (photo 500, video 1,100); nothing is kept', async ({
    client,
    assert,
  }) => {
    const user = await userWith(1000, 'es')
    const uploads = await storedUploads()
    const response = await customRequest(client, user, {
      image: await jpegPhoto(),
      prompt: 'bajo la lluvia',
      type: 'video',
    })
    response.assertStatus(402)
    assert.isFalse(response.body().success)
    assert.equal(response.body().cost, 1100)
    assert.equal(response.body().balance, 1000)
    assert.equal(await balanceOf(user.id), 1000)
    assert.equal(await openHolds(user.id), 0)
    assert.equal(await requestCount(user.id), 0)
    assert.equal(await storedUploads(), uploads)
  })

  test('moderation: minors refused for both types, explicit for video; nothing is charged', async ({
    client,
    assert,
  }) => {
    const user = await userWith(2000)
    const image = await jpegPhoto()
    const uploads = await storedUploads()
    const explicit = await customRequest(client, user, {
      image,
      prompt: 'fully naked having sex',
      type: 'video',
    })
    explicit.assertStatus(400)
    assert.equal(
      explicit.body().message,
      'The prompt is too explicit. Try with more subtle content.'
    )
    for (const type of ['photo', 'video']) {
      const minors = await customRequest(client, user, {
        image,
        prompt: 'as a 15 year old schoolgirl',
        type,
      })
      minors.assertStatus(400)
    }
    assert.equal(await balanceOf(user.id), 2000)
    assert.equal(await requestCount(user.id), 0)
    assert.equal(await storedUploads(), uploads)
  })

  test('a double submit with one client key is one request; two keys on a balance for one: exactly one accepted', async ({
    client,
    assert,
  }) => {
    const image = await jpegPhoto()
    const user = await userWith(1100)
    const clientKey = key()
    const twice = await Promise.all(
      [1, 2].map(() =>
        customRequest(client, user, { image, prompt: 'in the snow', type: 'video', clientKey })
      )
    )
    assert.deepEqual(
      twice.map((r) => r.status()),
      [200, 200]
    )
    assert.equal(twice[0].body().result.task_id, twice[1].body().result.task_id)
    assert.equal(await requestCount(user.id), 1)
    assert.equal(await balanceOf(user.id), 0)

    const other = await userWith(1100)
    const racing = await Promise.all(
      [1, 2].map(() =>
        customRequest(client, other, { image, prompt: 'at night', type: 'video', clientKey: key() })
      )
    )
    assert.sameMembers(
      racing.map((r) => r.status()),
      [200, 402]
    )
    assert.equal(await requestCount(other.id), 1)
    assert.equal(await balanceOf(other.id), 0)
  }).timeout(60_000)
})
