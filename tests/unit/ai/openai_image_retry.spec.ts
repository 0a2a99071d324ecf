import { test } from '@japa/runner'
import { clock } from '#core/clock'
import { AttemptBudget, retryAfterMs } from '#ai/services/image/image_attempts'
import { ImagesFake } from '#tests/fakes/images_fake'
import { adapterFor, failure, signal } from '#tests/helpers/image_adapter'
import { referenceImage } from '#tests/helpers/images'

/*
| One retry, inside the deadline: the adapter's first attempt gets at most
| half of the time left (less a reserve for storing the result), the retry
| at least as much after the wait the provider asks for, or the failure is
| said at once. The client's own retries are off.
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
    assert.isBelow(elapsed, 3000)
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
    assert.isBelow(elapsedSince(started), 2000)
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
    assert.isBelow(elapsedSince(started), 1000)
    assert.equal(error.kind, 'rate_limited')
    assert.match(error.message, /no retry: it would wait 90 s with 5\d(\.\d)? s left/)
    assert.lengthOf(fake.requests, 1)
  })

  test('a timeout leaves room for one retry inside the deadline', async ({ assert }) => {
    fake.script({ kind: 'hang' }, { kind: 'image', data: picture })
    const started = performance.now()
    // AI_IMAGE_TIMEOUT_MS (5 s) is longer than the deadline allows: half of 1.8 s, less 10 %.
    const result = await adapterFor(fake, { timeoutMs: 5000 }).generate(
      { references: [], prompt: 'x' },
      signal(),
      { timeLeftMs: 2000 }
    )
    const elapsed = elapsedSince(started)
    assert.equal(result.mimeType, 'image/png')
    const first = await fake.settled(0)
    assert.isTrue(first.closedEarly)
    assert.lengthOf(fake.requests, 2)
    assert.isAtLeast(elapsed, 850)
    assert.isBelow(elapsed, 1800)
  })

  test('two timeouts fail as a timeout before the deadline', async ({ assert }) => {
    fake.script({ kind: 'hang' }, { kind: 'hang' })
    const started = performance.now()
    const error = await failure(
      adapterFor(fake, { timeoutMs: 5000 }).generate({ references: [], prompt: 'x' }, signal(), {
        timeLeftMs: 1000,
      })
    )
    assert.equal(error.kind, 'timeout')
    // A loaded machine may leave no room for the second attempt; never a third.
    assert.oneOf(fake.requests.length, [1, 2])
    // Both attempts are planned to end before the 1 s deadline; timers fire a few
    // milliseconds late on a loaded machine (1,003.6 ms seen at load 9), so the bound
    // allows that slack. A third attempt or a retry past the deadline would take 1.5 s.
    assert.isBelow(elapsedSince(started), 1100)
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
    assert.equal(refused.kind, 'unavailable')
    assert.include(refused.message, 'does not exist')
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
  test('the first attempt gets half the usable time, at most the configured timeout', ({
    assert,
  }) => {
    // A photo's 2 min deadline: 5 s reserve, two attempts of 50 s fit.
    assert.equal(new AttemptBudget(120_000, 50_000).attemptMs, 50_000)
    assert.equal(new AttemptBudget(60_000, 50_000).attemptMs, 27_500)
    const budget = new AttemptBudget(60_000, 50_000)
    assert.equal(budget.retryTimeout(0), 50_000)
    assert.closeTo(budget.retryTimeout(30_000)!, 25_000, 50)
    assert.isNull(budget.retryTimeout(30_500))
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
