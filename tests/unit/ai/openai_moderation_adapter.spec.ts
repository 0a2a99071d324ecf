import { test } from '@japa/runner'
import { OpenAiModerationAdapter } from '#ai/services/moderation/openai_moderation_adapter'
import { ModerationProviderError } from '#ai/services/moderation/moderation_port'
import { safetyIdentifier } from '#ai/services/safety_identifier'
import { OpenAiModerationFake } from '#tests/fakes/openai_moderation_fake'

/** The first bytes of a PNG: the fake reads only the data URL's form. */
const PICTURE = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex')

function adapterFor(
  fake: OpenAiModerationFake,
  options: { timeoutMs?: number; apiKey?: string } = {}
) {
  return new OpenAiModerationAdapter({
    baseUrl: fake.url,
    model: 'omni-moderation-latest',
    apiKey: options.apiKey ?? 'sk-moderation-test',
    timeoutMs: options.timeoutMs ?? 2000,
  })
}

async function failure(promise: Promise<unknown>) {
  try {
    await promise
  } catch (error) {
    if (error instanceof ModerationProviderError) return error
    throw error
  }
  throw new Error('expected a ModerationProviderError')
}

test.group('OpenAI moderation adapter (loopback fake)', (group) => {
  let fake: OpenAiModerationFake
  group.each.setup(async () => {
    fake = await new OpenAiModerationFake().start()
    return () => fake.stop()
  })

  test('flagged: the names whose category is true, from one text request', async ({ assert }) => {
    fake.script({ kind: 'flag', categories: ['sexual', 'sexual/minors'] })
    const adapter = adapterFor(fake)
    const opinion = await adapter.checkText('some text')
    assert.sameMembers(opinion.flagged, ['sexual', 'sexual/minors'])
    assert.equal(adapter.name, 'openai omni-moderation-latest')
    assert.lengthOf(fake.requests, 1)
    const [request] = fake.requests
    assert.equal(request.path, '/v1/moderations')
    assert.equal(request.headers.authorization, 'Bearer sk-moderation-test')
    assert.deepEqual(request.body, {
      model: 'omni-moderation-latest',
      input: 'some text',
      safety_identifier: safetyIdentifier(),
    })
    assert.equal(request.inputKind, 'text')
  })

  test('not flagged: an empty opinion', async ({ assert }) => {
    fake.script({ kind: 'clear' })
    assert.deepEqual(await adapterFor(fake).checkText('a walk on the beach'), { flagged: [] })
  })

  test('a 500 (after its one retry) throws', async ({ assert }) => {
    fake.otherwise({ kind: 'status', status: 500 })
    const error = await failure(adapterFor(fake).checkText('hello'))
    assert.include(error.message, '500')
    assert.lengthOf(fake.requests, 2)
  })

  test('a wrong key (401) and an unknown model (400) are configuration errors, sent once', async ({
    assert,
  }) => {
    const wrong = adapterFor(fake, { apiKey: 'sk-wrong' })
    const refused = await failure(wrong.checkText('hello'))
    assert.equal(refused.kind, 'misconfigured')
    assert.include(refused.message, 'AI_MODERATION_API_KEY')
    assert.include(refused.message, 'Incorrect API key provided')
    assert.notInclude(refused.message, 'sk-wrong')
    // The breaker keeps the wrong key home: no second request.
    const again = await failure(wrong.checkImage({ bytes: PICTURE, mime: 'image/png' }))
    assert.equal(again.kind, 'misconfigured')
    const unknown = new OpenAiModerationAdapter({
      baseUrl: fake.url,
      model: 'gpt-4o-mini',
      apiKey: 'sk-moderation-test',
      timeoutMs: 2000,
    })
    const error = await failure(unknown.checkText('hello'))
    assert.equal(error.kind, 'misconfigured')
    assert.include(error.message, '400')
    assert.deepEqual(
      fake.requests.map((request) => request.status),
      [401, 400]
    )
  })

  test('a provider that hangs throws within the configured timeout, retry included', async ({
    assert,
  }) => {
    fake.otherwise({ kind: 'hang' })
    const started = Date.now()
    const error = await failure(adapterFor(fake, { timeoutMs: 300 }).checkText('hello'))
    const elapsed = Date.now() - started
    assert.include(error.message, 'did not answer within 300 ms')
    assert.isAtLeast(elapsed, 280)
    assert.isBelow(elapsed, 10_000)
    await new Promise((resolve) => setTimeout(resolve, 50))
    assert.isTrue(fake.requests.every((request) => request.closedEarly))
  })

  test('a picture goes as one image_url part with a base64 data URL', async ({ assert }) => {
    fake.script({ kind: 'flag', categories: ['sexual'] })
    const opinion = await adapterFor(fake).checkImage({ bytes: PICTURE, mime: 'image/png' })
    assert.deepEqual(opinion, { flagged: ['sexual'] })
    const [request] = fake.requests
    assert.equal(request.inputKind, 'image')
    assert.deepEqual(request.body, {
      model: 'omni-moderation-latest',
      input: [
        {
          type: 'image_url',
          image_url: { url: `data:image/png;base64,${PICTURE.toString('base64')}` },
        },
      ],
      safety_identifier: safetyIdentifier(),
    })
  })

  test('as OpenAI documents, sexual/minors is scored on text only, never on a picture', async ({
    assert,
  }) => {
    fake.script({ kind: 'flag', categories: ['sexual/minors'] })
    assert.deepEqual(await adapterFor(fake).checkImage({ bytes: PICTURE, mime: 'image/png' }), {
      flagged: [],
    })
  })

  test('an answer it cannot read throws', async ({ assert }) => {
    const withoutMinors = { sexual: false, violence: false }
    fake.script(
      { kind: 'raw', body: { id: 'modr-1', model: 'omni-moderation-2024-09-26', results: [] } },
      {
        kind: 'raw',
        body: { results: [{ categories: { 'sexual': 'yes', 'sexual/minors': false } }] },
      },
      { kind: 'raw', body: { results: [{ flagged: false, categories: withoutMinors }] } },
      { kind: 'raw', body: 'ok' }
    )
    const adapter = adapterFor(fake)
    for (const expected of [
      'no results[0].categories',
      'sexual is not',
      'no sexual/minors',
      'no results',
    ]) {
      const error = await failure(adapter.checkText('hello'))
      assert.include(error.message, expected)
    }
  })

  test("the caller's signal stops the request", async ({ assert }) => {
    fake.otherwise({ kind: 'hang' })
    const controller = new AbortController()
    setTimeout(() => controller.abort(), 50)
    const error = await failure(adapterFor(fake).checkText('hello', controller.signal))
    assert.equal(error.message, 'aborted')
  })
})
