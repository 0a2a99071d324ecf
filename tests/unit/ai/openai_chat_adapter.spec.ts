import { test } from '@japa/runner'
import { ChatProviderError } from '#ai/services/chat/chat_port'
import { OpenAiChatAdapter } from '#ai/services/chat/openai_chat_adapter'
import { OpenAiFake } from '#tests/fakes/openai_fake'
import { chatRequest, collect } from '#tests/helpers/chat'

function adapterFor(fake: OpenAiFake, timeoutMs = 2000) {
  return new OpenAiChatAdapter({
    baseUrl: fake.url,
    model: 'fake-model',
    apiKey: 'sk-test',
    timeoutMs,
    maxTokens: 120,
  })
}

async function failure(promise: Promise<unknown>) {
  try {
    await promise
  } catch (error) {
    if (error instanceof ChatProviderError) return error
    throw error
  }
  throw new Error('expected a ChatProviderError')
}

test.group('OpenAI-compatible chat adapter (loopback fake)', (group) => {
  let fake: OpenAiFake
  group.each.setup(async () => {
    fake = await new OpenAiFake().start()
    return () => fake.stop()
  })

  test('streams content deltas; reasoning fields, SSE comments and [DONE] are handled', async ({
    assert,
  }) => {
    fake.script({ kind: 'stream', words: ['Hola,', '¿qué', 'tal?'], extras: true })
    const { text, deltas } = await collect(adapterFor(fake), chatRequest('es'))
    assert.equal(text, 'Hola, ¿qué tal?')
    assert.deepEqual(deltas, ['Hola,', ' ¿qué', ' tal?'])
    assert.notInclude(text, 'answer warmly')
  })

  test('to a compatible server: max_tokens, the key and the system prompt', async ({ assert }) => {
    fake.script({ kind: 'stream', words: ['Hi!'] })
    await collect(
      adapterFor(fake),
      chatRequest('es', {
        maxTokens: 77,
        history: [
          { role: 'user', content: 'Buenas' },
          { role: 'assistant', content: '¡Hola!' },
        ],
        facts: ['Tengo un gato'],
        summary: 'Hablamos de Sevilla.',
      })
    )
    const [request] = fake.requests
    assert.equal(request.path, '/v1/chat/completions')
    assert.equal(request.headers.authorization, 'Bearer sk-test')
    assert.equal(request.body.max_tokens, 77)
    assert.notProperty(request.body, 'max_completion_tokens')
    assert.isTrue(request.body.stream)
    assert.equal(request.body.model, 'fake-model')
    const system = request.body.messages[0]
    assert.equal(system.role, 'system')
    assert.include(system.content, 'Lucía')
    assert.include(system.content, 'reply only in Spanish')
    assert.include(system.content, 'minors')
    assert.include(system.content, 'Tengo un gato')
    assert.include(system.content, 'Hablamos de Sevilla.')
    assert.deepEqual(request.body.messages.slice(1), [
      { role: 'user', content: 'Buenas' },
      { role: 'assistant', content: '¡Hola!' },
      { role: 'user', content: 'hola' },
    ])
    assert.equal(request.body.temperature, 0.9)
  })

  test('a 429 is retried once, then the reply streams', async ({ assert }) => {
    fake.script(
      { kind: 'status', status: 429, headers: { 'retry-after-ms': '10' } },
      { kind: 'stream', words: ['Ya', 'estoy.'] }
    )
    const { text } = await collect(adapterFor(fake), chatRequest('es'))
    assert.equal(text, 'Ya estoy.')
    assert.lengthOf(fake.requests, 2)
  })

  test('two 429s in a row give up as rate_limited (one retry only)', async ({ assert }) => {
    fake.script(
      { kind: 'status', status: 429, headers: { 'retry-after-ms': '10' } },
      { kind: 'status', status: 429, headers: { 'retry-after-ms': '10' } },
      { kind: 'stream', words: ['never'] }
    )
    const error = await failure(collect(adapterFor(fake), chatRequest('es')))
    assert.equal(error.kind, 'rate_limited')
    assert.lengthOf(fake.requests, 2)
  })

  test('a mid-stream error fails the reply as unavailable', async ({ assert }) => {
    fake.script({ kind: 'stream', words: ['Hola', 'y', 'adiós'], failAfter: 2 })
    const received: string[] = []
    const error = await failure(
      (async () => {
        for await (const delta of adapterFor(fake).stream(
          chatRequest('es'),
          new AbortController().signal
        ))
          received.push(delta)
      })()
    )
    assert.equal(error.kind, 'unavailable')
    assert.deepEqual(received, ['Hola', ' y'])
  })

  test('a server that never answers times out (after its one retry)', async ({ assert }) => {
    fake.script({ kind: 'hang' }, { kind: 'hang' })
    const error = await failure(collect(adapterFor(fake, 200), chatRequest('es')))
    assert.equal(error.kind, 'timeout')
    assert.lengthOf(fake.requests, 2)
  }).timeout(10_000)

  test('a stream that goes silent is cut as a timeout', async ({ assert }) => {
    fake.script({ kind: 'stream', words: ['Hola', 'despacio'], delayMs: 600 })
    const error = await failure(collect(adapterFor(fake, 200), chatRequest('es')))
    assert.equal(error.kind, 'timeout')
    const upstream = await fake.settled(0)
    assert.isTrue(upstream.closedEarly)
  })

  test('an abort stops the reply and closes the upstream request', async ({ assert }) => {
    fake.script({ kind: 'stream', words: ['uno', 'dos', 'tres', 'cuatro', 'cinco'], delayMs: 100 })
    const controller = new AbortController()
    const received: string[] = []
    const error = await failure(
      (async () => {
        for await (const delta of adapterFor(fake).stream(chatRequest('es'), controller.signal)) {
          received.push(delta)
          if (received.length === 2) controller.abort()
        }
      })()
    )
    assert.equal(error.kind, 'aborted')
    assert.deepEqual(received, ['uno', ' dos'])
    const upstream = await fake.settled(0)
    assert.isTrue(upstream.closedEarly)
    assert.isFalse(upstream.finished)
  })

  test('summaries come from a plain completion in the language asked', async ({ assert }) => {
    fake.script({ kind: 'completion', content: ' Le gusta el mar. ' })
    const summary = await adapterFor(fake).summarize(
      [{ role: 'user', content: 'Me gusta el mar' }],
      'es',
      new AbortController().signal
    )
    assert.equal(summary, 'Le gusta el mar.')
    assert.include(fake.requests[0].body.messages[0].content, 'in Spanish only')
    assert.equal(fake.requests[0].body.max_tokens, 120)
  })
})
