import { test } from '@japa/runner'
import sharp from 'sharp'
import { FalVideoAdapter } from '#ai/services/video/fal_video_adapter'
import { TaskProviderError } from '#ai/services/tasks/task_port'
import { FalFake } from '#tests/fakes/fal_fake'

const MODEL = 'fal-ai/kling-video/v2.1/standard/image-to-video'

function adapterFor(fake: FalFake, timeoutMs = 2000) {
  return new FalVideoAdapter({ baseUrl: fake.url, model: MODEL, apiKey: 'fal-test', timeoutMs })
}

async function still() {
  return sharp({ create: { width: 8, height: 8, channels: 3, background: '#884466' } })
    .jpeg()
    .toBuffer()
}

async function failure(promise: Promise<unknown>) {
  const error = await promise.then(
    () => undefined,
    (caught) => caught
  )
  if (error instanceof TaskProviderError) return error
  throw new Error(`expected a TaskProviderError, got ${error}`)
}

async function failureKind(promise: Promise<unknown>) {
  const error = await failure(promise)
  return error.kind
}

test.group('fal video adapter (loopback queue)', (group) => {
  let fake: FalFake
  group.each.setup(async () => {
    fake = await new FalFake().start()
    return () => fake.stop()
  })

  test('submits the still and prompt, then walks IN_QUEUE → IN_PROGRESS → COMPLETED to the url', async ({
    assert,
  }) => {
    fake.plan({
      statuses: [
        { status: 'IN_QUEUE', queue_position: 3 },
        { status: 'in_progress' },
        { status: 'COMPLETED' },
      ],
      result: { status: 200, body: { video: { url: 'https://cdn.test/clip.mp4' } } },
    })
    const port = adapterFor(fake)
    const image = await still()
    const { taskId } = await port.start({ image, prompt: 'she waves' })
    const [submit] = fake.requests
    // The id, then the status, response and cancel URLs fal answered (never rebuilt).
    const r = `${fake.url}/r/fal-ai/kling-video/requests/req-1`
    assert.equal(taskId, `req-1 ${r}/status ${r} ${r}/cancel`)
    assert.equal(submit.method, 'POST')
    assert.equal(submit.path, `/${MODEL}`)
    assert.equal(submit.headers.authorization, 'Key fal-test')
    assert.equal(
      submit.headers['x-fal-object-lifecycle-preference'],
      '{"expiration_duration_seconds":3600}'
    )
    // Without a publisher the still goes inline, resized to the model's limits (an 8 px still: 300 px).
    assert.equal(submit.body.prompt, 'she waves')
    assert.equal(submit.body.duration, '5')
    const sent = Buffer.from(submit.body.image_url.split(',')[1], 'base64')
    assert.include(await sharp(sent).metadata(), { width: 300, height: 300, format: 'jpeg' })

    assert.deepEqual(await port.status(taskId), {
      state: 'pending',
      queuePosition: 3,
      raw: 'IN_QUEUE',
    })
    assert.deepEqual(await port.status(taskId), { state: 'processing', raw: 'in_progress' })
    assert.deepEqual(await port.status(taskId), {
      state: 'completed',
      media: { url: 'https://cdn.test/clip.mp4', mimeType: 'video/mp4' },
      raw: 'COMPLETED',
      usage: { billable_units: 5 },
    })
    // Status and result at the URLs of the submit's answer.
    assert.deepEqual(
      fake.requests.slice(1).map((request) => `${request.method} ${request.path}`),
      [
        'GET /r/fal-ai/kling-video/requests/req-1/status',
        'GET /r/fal-ai/kling-video/requests/req-1/status',
        'GET /r/fal-ai/kling-video/requests/req-1/status',
        'GET /r/fal-ai/kling-video/requests/req-1',
      ]
    )
  })

  test('an unknown status is unknown (the studio bounds how many) and keeps its raw word', async ({
    assert,
  }) => {
    fake.plan({ statuses: [{ status: 'WARMING_UP' }], result: { status: 200, body: {} } })
    const port = adapterFor(fake)
    const { taskId } = await port.start({ image: await still(), prompt: 'x' })
    assert.deepEqual(await port.status(taskId), { state: 'unknown', raw: 'WARMING_UP' })
  })

  test('a failed generation is a failed status with the provider’s reason', async ({ assert }) => {
    fake.plan(
      {
        statuses: [{ status: 'FAILED', error: 'GPU fell over' }],
        result: { status: 500, body: {} },
      },
      {
        statuses: [{ status: 'COMPLETED', error: 'content policy' }],
        result: { status: 200, body: {} },
      },
      {
        statuses: [{ status: 'COMPLETED' }],
        result: { status: 422, body: { detail: [{ msg: 'image too small' }] } },
      }
    )
    const port = adapterFor(fake)
    const reasons = []
    for (let index = 0; index < 3; index++) {
      const { taskId } = await port.start({ image: await still(), prompt: 'x' })
      const status = await port.status(taskId)
      assert.equal(status.state, 'failed')
      if (status.state === 'failed') reasons.push([status.reason, status.raw])
    }
    assert.deepEqual(reasons, [
      ['GPU fell over', 'FAILED'],
      ['content policy', 'COMPLETED'],
      ['image too small', 'COMPLETED'],
    ])
  })

  test('a slow answer is a timeout; the caller’s abort is an abort', async ({ assert }) => {
    const port = adapterFor(fake, 10_000)
    fake.glitch({ delayMs: 1000 })
    const slow = await failure(adapterFor(fake, 150).start({ image: await still(), prompt: 'x' }))
    assert.equal(slow.kind, 'timeout')

    const { taskId } = await port.start({ image: await still(), prompt: 'x' })
    fake.glitch({ delayMs: 1000 })
    const controller = new AbortController()
    setTimeout(() => controller.abort(), 30)
    const stopped = await failure(port.status(taskId, controller.signal))
    assert.equal(stopped.kind, 'aborted')
  })

  test('5xx and 429 are worth another try; a 4xx on submit is a rejection', async ({ assert }) => {
    const port = adapterFor(fake)
    fake.glitch({ status: 503 })
    assert.equal(
      await failureKind(port.start({ image: await still(), prompt: 'x' })),
      'unavailable'
    )
    const { taskId } = await port.start({ image: await still(), prompt: 'x' })
    fake.glitch({ status: 500 })
    assert.equal(await failureKind(port.status(taskId)), 'unavailable')
    fake.glitch({ status: 429 })
    assert.equal(await failureKind(port.status(taskId)), 'rate_limited')
    fake.glitch({ status: 422 })
    const rejected = await failure(port.start({ image: await still(), prompt: 'x' }))
    assert.equal(rejected.kind, 'rejected')
    assert.equal(rejected.message, 'fake 422')
    assert.equal(await failureKind(port.status('req-404')), 'not_found')
  })

  test('malformed answers are bad responses, never a state', async ({ assert }) => {
    const port = adapterFor(fake)
    fake.glitch({ raw: '<html>oops' })
    assert.equal(
      await failureKind(port.start({ image: await still(), prompt: 'x' })),
      'bad_response'
    )
    fake.glitch({ raw: JSON.stringify({ status_url: 'x' }) })
    assert.equal(
      await failureKind(port.start({ image: await still(), prompt: 'x' })),
      'bad_response'
    )

    fake.plan({
      statuses: [{ status: 'COMPLETED' }],
      result: { status: 200, body: { video: { url: 42 } } },
    })
    const { taskId } = await port.start({ image: await still(), prompt: 'x' })
    fake.glitch({ raw: '{"status": "IN_QUE' })
    assert.equal(await failureKind(port.status(taskId)), 'bad_response')
    // The status is fine, the result has no usable url.
    assert.equal(await failureKind(port.status(taskId)), 'bad_response')
  })

  test('discard cancels the queued request and never throws', async ({ assert }) => {
    const port = adapterFor(fake)
    const { taskId } = await port.start({ image: await still(), prompt: 'x' })
    await port.discard(taskId)
    assert.equal(fake.requests.at(-1)!.method, 'PUT')
    assert.equal(fake.requests.at(-1)!.path, '/r/fal-ai/kling-video/requests/req-1/cancel')
    assert.equal(fake.requests.at(-1)!.headers.authorization, 'Key fal-test')
    assert.isTrue(fake.cancelled(taskId))
    // A cancelled request then reads as a failed one.
    assert.include(await port.status(taskId), { state: 'failed', reason: 'Request was cancelled' })
    fake.glitch({ status: 500, on: 'cancel' }, { status: 502, on: 'cancel' })
    await port.discard(taskId)
    await port.discard('req-404')
  })

  test('discard after completion is quiet (ALREADY_COMPLETED); a 5xx is tried once more', async ({
    assert,
  }) => {
    const port = adapterFor(fake)
    const { taskId } = await port.start({ image: await still(), prompt: 'x' })
    fake.plan({ statuses: [{ status: 'IN_PROGRESS' }] })
    const second = await port.start({ image: await still(), prompt: 'x' })
    await port.status(taskId)
    const finished = await port.status(taskId)
    assert.equal(finished.state, 'completed')
    await port.discard(taskId)
    assert.isFalse(fake.cancelled(taskId))

    fake.glitch({ status: 503, on: 'cancel' })
    await port.discard(second.taskId)
    assert.lengthOf(fake.calls('cancel'), 3)
    assert.isTrue(fake.cancelled(second.taskId))
  })

  test('every call has a timeout: a cancel that hangs gives up after two tries', async ({
    assert,
  }) => {
    const { taskId } = await adapterFor(fake, 10_000).start({ image: await still(), prompt: 'x' })
    fake.glitch({ delayMs: 30_000, on: 'cancel' }, { delayMs: 30_000, on: 'cancel' })
    const started = performance.now()
    await adapterFor(fake, 150).discard(taskId)
    assert.isBelow(performance.now() - started, 10_000)
  })

  test('a finished task whose result cannot be read says so (step result), and never a state', async ({
    assert,
  }) => {
    // Calls that must answer get a busy machine's time; only the slow one gets 150 ms.
    const port = adapterFor(fake, 10_000)
    fake.plan({ statuses: [{ status: 'COMPLETED' }] })
    const { taskId } = await port.start({ image: await still(), prompt: 'x' })
    fake.glitch({ status: 503, on: 'result' })
    const unavailable = await failure(port.status(taskId))
    assert.deepInclude(unavailable, { kind: 'unavailable', step: 'result' })
    fake.glitch({ delayMs: 1000, on: 'result' })
    const slow = await failure(adapterFor(fake, 150).status(taskId))
    assert.deepInclude(slow, { kind: 'timeout', step: 'result' })
    fake.glitch({ status: 500, on: 'status' })
    assert.deepInclude(await failure(port.status(taskId)), { kind: 'unavailable', step: 'status' })
    const done = await port.status(taskId)
    assert.equal(done.state, 'completed')
    if (done.state === 'completed') assert.equal(done.media.url, `${fake.url}/files/req-1/clip.mp4`)
  })

  test('the fake is as strict as fal: a wrong key is refused, a result before COMPLETED too', async ({
    assert,
  }) => {
    const wrong = new FalVideoAdapter({
      baseUrl: fake.url,
      model: MODEL,
      apiKey: 'nope',
      timeoutMs: 2000,
    })
    const refused = await failure(wrong.start({ image: await still(), prompt: 'x' }))
    assert.deepInclude(refused, { kind: 'unavailable', step: 'submit' })
    assert.include(refused.message, '401')

    const port = adapterFor(fake)
    const { taskId } = await port.start({ image: await still(), prompt: 'x' })
    const [, status, response] = taskId.split(' ')
    const early = await fetch(response, { headers: { authorization: 'Key fal-test' } })
    assert.equal(early.status, 400)
    // A client that got the submit's answer cannot build the URLs itself.
    const built = await fetch(`${fake.url}/fal-ai/kling-video/requests/req-1/status`, {
      headers: { authorization: 'Key fal-test' },
    })
    assert.equal(built.status, 404)
    const answered = await fetch(status, { headers: { authorization: 'Key fal-test' } })
    assert.equal(answered.status, 200)
    const subPath = await fetch(`${fake.url}/${MODEL}/requests/req-1/status`, {
      headers: { authorization: 'Key fal-test' },
    })
    assert.equal(subPath.status, 404)
    const noPrompt = await fetch(`${fake.url}/${MODEL}`, {
      method: 'POST',
      headers: { 'authorization': 'Key fal-test', 'content-type': 'application/json' },
      body: JSON.stringify({ image_url: 'data:image/png;base64,AA' }),
    })
    assert.equal(noPrompt.status, 422)
    const tiny = await still()
    const tooSmall = await fetch(`${fake.url}/${MODEL}`, {
      method: 'POST',
      headers: { 'authorization': 'Key fal-test', 'content-type': 'application/json' },
      body: JSON.stringify({
        prompt: 'x',
        image_url: `data:image/jpeg;base64,${tiny.toString('base64')}`,
      }),
    })
    assert.equal(tooSmall.status, 422, 'an 8 px still is under the model’s 300 px')
    const badTimeout = await fetch(`${fake.url}/${MODEL}`, {
      method: 'POST',
      headers: {
        'authorization': 'Key fal-test',
        'content-type': 'application/json',
        'x-fal-request-timeout': '0',
      },
      body: JSON.stringify({ prompt: 'x', image_url: 'data:image/png;base64,AA' }),
    })
    assert.equal(badTimeout.status, 400)
  })

  test('a newer model takes start_image_url; the submit carries the time left and fal_webhook', async ({
    assert,
  }) => {
    const port = new FalVideoAdapter({
      baseUrl: fake.url,
      model: 'fal-ai/kling-video/v4/image-to-video',
      apiKey: 'fal-test',
      timeoutMs: 2000,
    })
    const deadlineAt = new Date(Date.now() + 120_000)
    const published: Buffer[] = []
    const publish = async (bytes: Buffer) => {
      published.push(bytes)
      return `data:image/jpeg;base64,${bytes.toString('base64')}`
    }
    const options = { callbackUrl: 'https://app.test/api/studio/video-callback/k', deadlineAt }
    await port.start({ image: await still(), prompt: 'x', publish }, undefined, options)
    const [submit] = fake.requests
    assert.lengthOf(published, 1)
    assert.notProperty(submit.body, 'image_url')
    assert.match(submit.body.start_image_url, /^data:image\/jpeg;base64,/)
    assert.closeTo(Number(submit.headers['x-fal-request-timeout']), 120, 2)
    assert.equal(submit.webhook, 'https://app.test/api/studio/video-callback/k')
  })

  test('a 429 with a short Retry-After is tried again after it; a long one fails with its wait', async ({
    assert,
  }) => {
    const port = adapterFor(fake)
    fake.glitch({ status: 429, retryAfter: '1', on: 'submit' })
    const started = performance.now()
    await port.start({ image: await still(), prompt: 'x' })
    assert.isAtLeast(performance.now() - started, 1000)
    assert.lengthOf(fake.calls('submit'), 2)
    fake.glitch({ status: 429, retryAfter: '120', on: 'submit' })
    const limited = await failure(port.start({ image: await still(), prompt: 'x' }))
    assert.deepInclude(limited, { kind: 'rate_limited', retryAfterMs: 120_000 })
  })

  test('a result that is not an MP4 is a failed task, not a mislabelled clip', async ({
    assert,
  }) => {
    fake.plan({
      statuses: [{ status: 'COMPLETED' }],
      result: {
        status: 200,
        body: { video: { url: 'https://cdn.test/x.webm', content_type: 'video/webm' } },
      },
    })
    const port = adapterFor(fake)
    const { taskId } = await port.start({ image: await still(), prompt: 'x' })
    assert.include(await port.status(taskId), {
      state: 'failed',
      reason: 'the model returned video/webm',
    })
  })
})
