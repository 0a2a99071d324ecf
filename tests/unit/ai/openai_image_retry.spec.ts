import { test } from '@japa/runner'
import { clock } from '#core/clock'
import { APIConnectionError, APIConnectionTimeoutError, APIError } from 'openai'
import { AttemptBudget, retryAfterMs, retryWait } from '#ai/services/image/image_attempts'
import { ImagesFake } from '#tests/fakes/images_fake'
import { adapterFor, failure, signal } from '#tests/helpers/image_adapter'
import { referenceImage } from '#tests/helpers/images'

/*
| One retry, inside the deadline, and only where the provider did no billed
| work: the first attempt gets the time left (less a reserve for storing
| the result), at most the attempt timeout; the retry what is left after
| the wait the provider asks for, or the failure is said at once. A
| client-side timeout is never retried. The client's own retries are off.
*/

const elapsedSince = (started: number) => performance.now() - started

test.group('OpenAI Images adapter: one retry that fits the deadline', (group) => {
  let fake: ImagesFake
  let picture: Buffer
  group.setup(async () => {
    picture = await referenceImage(40, 64, 64)
  })
  group.each.setup(async () => {
    fake = await new ImagesFake().start()
    return () => fake.stop()
  })

  test('a 429 with a short Retry-After is retried once, after it, and succeeds', async ({
    assert,
  }) => {
    fake.script(
      { kind: 'status', status: 429, headers: { 'retry-after': '1' } },
      { kind: 'image', data: picture }
    )
    const started = performance.now()
    const result = await adapterFor(fake).edit({ image: picture, prompt: 'x' }, signal(), {
      timeLeftMs: 10_000,
    })
    const elapsed = elapsedSince(started)
    assert.equal(result.mimeType, 'image/png')
    assert.lengthOf(fake.requests, 2)
    assert.isAtLeast(elapsed, 1000)
    assert.isBelow(elapsed, 20_000)
    // The multipart body is sent whole the second time too.
    assert.deepEqual(fake.requests[1].files.image.data, fake.requests[0].files.image.data)
  })

  test('retry-after-ms (OpenAI’s own header) is honoured before Retry-After', async ({
    assert,
  }) => {
    fake.script(
      { kind: 'status', status: 503, headers: { 'retry-after-ms': '150', 'retry-after': '60' } },
      { kind: 'image', data: picture }
    )
    const started = performance.now()
    await adapterFor(fake).generate({ references: [], prompt: 'x' }, signal(), {
      timeLeftMs: 10_000,
    })
    assert.isAtLeast(elapsedSince(started), 150)
    assert.isBelow(elapsedSince(started), 20_000)
    assert.lengthOf(fake.requests, 2)
  })

  test('a Retry-After longer than the time left fails at once, rate limited, with the figures', async ({
    assert,
  }) => {
    fake.script({ kind: 'status', status: 429, headers: { 'retry-after': '90' } })
    const started = performance.now()
    const error = await failure(
      adapterFor(fake).generate({ references: [], prompt: 'x' }, signal(), { timeLeftMs: 60_000 })
    )
    assert.isBelow(elapsedSince(started), 20_000)
    assert.equal(error.kind, 'rate_limited')
    assert.match(error.message, /no retry: it would wait 90 s with 5\d(\.\d)? s left/)
    assert.lengthOf(fake.requests, 1)
  })

  test('a client-side timeout is not retried: one request, a timeout, before the deadline', async ({
    assert,
  }) => {
    fake.script({ kind: 'hang' }, { kind: 'image', data: picture })
    const started = performance.now()
    // The attempt timeout (60 s) is longer than the deadline allows: the usable 0.9 s.
    const error = await failure(
      adapterFor(fake, { timeoutMs: 60_000 }).generate({ references: [], prompt: 'x' }, signal(), {
        timeLeftMs: 1000,
      })
    )
    assert.equal(error.kind, 'timeout')
    assert.isBelow(elapsedSince(started), 20_000)
    const first = await fake.settled(0)
    assert.isTrue(first.closedEarly)
    await new Promise((resolve) => setTimeout(resolve, 300))
    assert.lengthOf(fake.requests, 1)
  })

  test('a 500 twice is a typed failure after one retry (the client adds none)', async ({
    assert,
  }) => {
    fake.script({ kind: 'status', status: 500 }, { kind: 'status', status: 500 })
    const error = await failure(
      adapterFor(fake).generate({ references: [], prompt: 'x' }, signal())
    )
    assert.equal(error.kind, 'unavailable')
    assert.lengthOf(fake.requests, 2)
  })

  test('a spent quota (429 insufficient_quota) and a shut-down model (404) are not retried', async ({
    assert,
  }) => {
    fake.script({ kind: 'status', status: 429, code: 'insufficient_quota' })
    const spent = await failure(
      adapterFor(fake).generate({ references: [], prompt: 'x' }, signal())
    )
    assert.equal(spent.kind, 'rate_limited')
    const refused = await failure(
      adapterFor(fake, { model: 'gpt-image-1' }).generate({ references: [], prompt: 'x' }, signal())
    )
    assert.equal(refused.kind, 'misconfigured')
    assert.include(refused.message, 'AI_IMAGE_MODEL')
    assert.deepEqual(
      fake.requests.map((request) => request.status),
      [429, 404]
    )
  })

  test('no time left: a timeout before any request', async ({ assert }) => {
    const error = await failure(
      adapterFor(fake).generate({ references: [], prompt: 'x' }, signal(), { timeLeftMs: -5 })
    )
    assert.equal(error.kind, 'timeout')
    assert.lengthOf(fake.requests, 0)
  })
})

test.group('OpenAI Images adapter: the budget and Retry-After', () => {
  test('the first attempt gets the usable time, at most the attempt timeout', ({ assert }) => {
    // A photo's 2 min deadline: 5 s reserve, one attempt of the model's 110 s.
    assert.equal(new AttemptBudget(120_000, 110_000).attemptMs, 110_000)
    assert.equal(new AttemptBudget(60_000, 110_000).attemptMs, 55_000)
    // A retry needs half an attempt: a quick 429 or 503 fits, a late one does not.
    const budget = new AttemptBudget(60_000, 50_000)
    assert.equal(budget.retryTimeout(0), 50_000)
    assert.closeTo(budget.retryTimeout(28_000)!, 27_000, 50)
    assert.isNull(budget.retryTimeout(31_000))
  })

  test('retried only where nothing was billed: refused connection, 429, 500, 502, 503', ({
    assert,
  }) => {
    const coded = (code: string) => Object.assign(new Error(code), { code })
    const status = (code: number, headers: Record<string, string> = {}) =>
      APIError.generate(code, { error: { message: 'x' } }, 'x', new Headers(headers))
    const refused = new APIConnectionError({
      cause: new TypeError('fetch failed', { cause: coded('ECONNREFUSED') }),
    })
    assert.equal(retryWait(refused), 500)
    assert.isNull(retryWait(new APIConnectionError({ cause: coded('ECONNRESET') })))
    assert.isNull(retryWait(new APIConnectionTimeoutError()))
    for (const code of [429, 500, 502, 503]) assert.equal(retryWait(status(code)), 500, `${code}`)
    for (const code of [400, 401, 404, 408, 409, 504])
      assert.isNull(retryWait(status(code)), `${code}`)
    assert.isNull(retryWait(status(503, { 'x-should-retry': 'false' })))
    assert.equal(retryWait(status(429, { 'retry-after-ms': '250' })), 250)
  })

  test('Retry-After in seconds, as an HTTP date, retry-after-ms, or nothing', ({ assert }) => {
    const headers = (values: Record<string, string>) => new Headers(values)
    assert.equal(retryAfterMs(headers({ 'retry-after': '20' })), 20_000)
    assert.equal(retryAfterMs(headers({ 'retry-after': '0.5' })), 500)
    assert.equal(retryAfterMs(headers({ 'retry-after-ms': '250', 'retry-after': '9' })), 250)
    const date = new Date(clock.nowMs() + 30_000).toUTCString()
    const fromDate = retryAfterMs(headers({ 'retry-after': date }))!
    assert.isAtLeast(fromDate, 28_900)
    assert.isAtMost(fromDate, 30_000)
    const past = new Date(clock.nowMs() - 60_000).toUTCString()
    assert.equal(retryAfterMs(headers({ 'retry-after': past })), 0)
    assert.isNull(retryAfterMs(headers({ 'retry-after': 'soon' })))
    assert.isNull(retryAfterMs(headers({})))
  })
})
