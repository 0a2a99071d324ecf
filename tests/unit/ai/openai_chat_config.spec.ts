import { test } from '@japa/runner'
import { register } from 'prom-client'
import { ChatProviderError, type ChatUsage } from '#ai/services/chat/chat_port'
import { OpenAiChatAdapter, type OpenAiChatOptions } from '#ai/services/chat/openai_chat_adapter'
import { defaultTokenParam } from '#ai/services/chat/openai_chat_params'
import { CONFIG_COOLDOWN_MS } from '#ai/services/config_breaker'
import { clock } from '#core/clock'
import { OpenAiFake, usageOf } from '#tests/fakes/openai_fake'
import { chatRequest, collect } from '#tests/helpers/chat'

function adapterFor(fake: OpenAiFake, options: Partial<OpenAiChatOptions> = {}) {
  return new OpenAiChatAdapter({
    baseUrl: fake.url,
    model: 'fake-model',
    apiKey: 'sk-test',
    timeoutMs: 2000,
    maxTokens: 120,
    ...options,
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

async function configErrors(status: string, provider: string) {
  const metric = await register.getSingleMetric('velvet_ai_config_errors_total')?.get()
  const value = metric?.values.find(
    (entry) =>
      entry.labels.port === 'chat' &&
      entry.labels.status === status &&
      entry.labels.provider === provider
  )
  return value?.value ?? 0
}

test.group('OpenAI chat adapter: model families, usage, configuration errors', (group) => {
  let fake: OpenAiFake
  group.each.setup(async () => {
    fake = await new OpenAiFake({ apiKey: 'sk-test' }).start()
    return async () => {
      clock.reset()
      await fake.stop()
    }
  })

  test('the cap is named by the model family, whatever the host', async ({ assert }) => {
    for (const model of ['gpt-5-mini', 'openai/gpt-5', 'o4-mini', 'my-o3-deploy', 'gpt-6-luna']) {
      assert.equal(defaultTokenParam(model), 'max_completion_tokens', model)
    }
    for (const model of ['gpt-4o-mini', 'gpt-4.1', 'llama3.1:8b', 'mistral-small', 'qwen2.5']) {
      assert.equal(defaultTokenParam(model), 'max_tokens', model)
    }
    // A router (the loopback fake) serving a reasoning model: no refusal, the right name.
    const { text } = await collect(adapterFor(fake, { model: 'gpt-5-mini' }), chatRequest('en'))
    assert.equal(text, 'Hola otra vez.')
    assert.isUndefined(fake.requests[0].refused)
    assert.equal(fake.requests[0].body.max_completion_tokens, 120)
    assert.notProperty(fake.requests[0].body, 'max_tokens')
  })

  test('a summary hands over the usage of its completion', async ({ assert }) => {
    const usages: ChatUsage[] = []
    fake.script({ kind: 'completion', content: 'They talked about Seville.' })
    const messages = [{ role: 'user' as const, content: 'I live in Seville.' }]
    await adapterFor(fake).summarize(messages, 'en', new AbortController().signal, 7, (usage) =>
      usages.push(usage)
    )
    assert.lengthOf(usages, 1)
    assert.equal(usages[0].inputTokens, usageOf(fake.requests[0].body, 4).prompt_tokens)
    assert.equal(usages[0].outputTokens, 4)
  })

  test('asks for the usage chunk and hands it over', async ({ assert }) => {
    const usages: ChatUsage[] = []
    fake.script({ kind: 'stream', words: ['Hi', 'there!'] })
    const request = chatRequest('en', { onUsage: (usage) => usages.push(usage) })
    await collect(adapterFor(fake), request)
    const body = fake.requests[0].body
    assert.deepEqual(body.stream_options, { include_usage: true })
    const expected = usageOf(body, 2)
    assert.deepEqual(usages, [
      {
        provider: new URL(fake.url).host,
        model: 'fake-model',
        inputTokens: expected.prompt_tokens,
        outputTokens: 2,
      },
    ])
  })

  test('a refused key is misconfigured, sent once, then fails at once until the cooldown ends', async ({
    assert,
  }) => {
    const provider = new URL(fake.url).host
    const before = await configErrors('401', provider)
    const adapter = adapterFor(fake, { apiKey: 'sk-wrong-key' })
    const error = await failure(collect(adapter, chatRequest('en')))
    assert.equal(error.kind, 'misconfigured')
    assert.include(error.message, 'AI_CHAT_API_KEY')
    assert.notInclude(error.message, 'sk-wrong-key')
    assert.lengthOf(fake.requests, 1, 'a 401 is not retried')
    assert.equal(await configErrors('401', provider), before + 1)

    const again = await failure(collect(adapter, chatRequest('en')))
    assert.equal(again.kind, 'misconfigured')
    await failure(adapter.summarize([], 'en', new AbortController().signal))
    assert.lengthOf(fake.requests, 1, 'the breaker keeps the wrong key home')

    clock.travel(CONFIG_COOLDOWN_MS + 1)
    await failure(collect(adapter, chatRequest('en')))
    assert.lengthOf(fake.requests, 2, 'one call goes through after the cooldown')
  })

  test('an unknown model (404) and a refused parameter (400) are configuration errors', async ({
    assert,
  }) => {
    const strict = await new OpenAiFake({ models: ['gpt-6-luna'] }).start()
    try {
      const missing = await failure(collect(adapterFor(strict), chatRequest('en')))
      assert.equal(missing.kind, 'misconfigured')
      assert.include(missing.message, 'AI_CHAT_MODEL')
    } finally {
      await strict.stop()
    }
    // A reasoning model behind a deployment name the family rule cannot read, told max_tokens.
    fake.script({
      kind: 'status',
      status: 400,
      code: 'unsupported_parameter',
      param: 'max_tokens',
    })
    const refused = await failure(collect(adapterFor(fake), chatRequest('en')))
    assert.equal(refused.kind, 'misconfigured')
    assert.include(refused.message, 'AI_CHAT_TOKEN_PARAM')
  })

  test('a 500 stays an outage and does not trip the breaker', async ({ assert }) => {
    fake.script({ kind: 'status', status: 500 }, { kind: 'status', status: 500 })
    const adapter = adapterFor(fake)
    const error = await failure(collect(adapter, chatRequest('en')))
    assert.equal(error.kind, 'unavailable')
    const { text } = await collect(adapter, chatRequest('en'))
    assert.equal(text, 'Hola otra vez.')
  })

  test('another reply to the same message is asked differently', async ({ assert }) => {
    const adapter = adapterFor(fake)
    await collect(adapter, chatRequest('en'))
    await collect(adapter, chatRequest('en', { variation: 1, avoid: ['Hola otra vez.'] }))
    const [first, second] = fake.requests.map((request) => request.body)
    assert.notProperty(first, 'seed')
    assert.equal(second.seed, 1)
    assert.isAbove(second.temperature, first.temperature)
    assert.notInclude(first.messages[0].content, 'Hola otra vez.')
    assert.include(second.messages[0].content, '"Hola otra vez."')
    assert.include(second.messages[0].content, 'Write a different reply')
  })
})
