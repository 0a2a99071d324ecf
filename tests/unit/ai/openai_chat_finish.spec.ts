import { test } from '@japa/runner'
import { ChatProviderError } from '#ai/services/chat/chat_port'
import { OpenAiChatAdapter, type OpenAiChatOptions } from '#ai/services/chat/openai_chat_adapter'
import {
  DEFAULT_CHAT_MODEL,
  defaultReasoningEffort,
  defaultTokenParam,
} from '#ai/services/chat/openai_chat_params'
import { OpenAiFake } from '#tests/fakes/openai_fake'
import { chatRequest, collect } from '#tests/helpers/chat'

/*
| A reply is whole only when the server says why it
| ended; the cap goes by the name the server reads; the fake refuses what
| strict servers refuse (roles out of turn, OpenAI's reasoning-model rules).
*/

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

test.group('OpenAI chat adapter: how a reply ends, and what is sent', (group) => {
  let fake: OpenAiFake
  group.each.setup(async () => {
    fake = await new OpenAiFake().start()
    return () => fake.stop()
  })

  test('a body that ends without finish_reason or [DONE] is incomplete, not a reply', async ({
    assert,
  }) => {
    fake.script({ kind: 'stream', words: ['Cuéntame', 'qué', 'tal', 'te', 'ha'], endAfter: 5 })
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
    assert.equal(error.kind, 'incomplete')
    assert.equal(received.join(''), 'Cuéntame qué tal te ha')
  })

  test('finish_reason stop is a whole reply; length a reply cut by the cap', async ({ assert }) => {
    fake.script(
      { kind: 'stream', words: ['Hola.'] },
      { kind: 'stream', words: ['Una', 'historia', 'muy'], finish: 'length' }
    )
    const whole = await collect(adapterFor(fake), chatRequest('es'))
    assert.equal(whole.finish, 'stop')
    const cut = await collect(adapterFor(fake), chatRequest('es'))
    assert.equal(cut.finish, 'length')
    assert.equal(cut.text, 'Una historia muy')
  })

  test("the provider's content filter is a refusal", async ({ assert }) => {
    fake.script({ kind: 'stream', words: ['Eso', 'no'], finish: 'content_filter' })
    const error = await failure(collect(adapterFor(fake), chatRequest('es')))
    assert.equal(error.kind, 'refused')
  })

  test('OpenAI: the default model with max_completion_tokens, no temperature, reasoning none', async ({
    assert,
  }) => {
    assert.equal(defaultTokenParam(DEFAULT_CHAT_MODEL), 'max_completion_tokens')
    assert.equal(defaultTokenParam('llama3.1'), 'max_tokens')
    assert.equal(defaultReasoningEffort(DEFAULT_CHAT_MODEL), 'none')
    assert.isUndefined(defaultReasoningEffort('llama3.1'))
    fake.script({ kind: 'stream', words: ['Hi!'] }, { kind: 'completion', content: 'Summary.' })
    const adapter = adapterFor(fake, {
      model: DEFAULT_CHAT_MODEL,
      tokenParam: 'max_completion_tokens',
      reasoningEffort: 'none',
    })
    const { text } = await collect(adapter, chatRequest('en', { maxTokens: 90 }))
    assert.equal(text, 'Hi!')
    await adapter.summarize([{ role: 'user', content: 'hi' }], 'en', new AbortController().signal)
    for (const request of fake.requests) {
      assert.isUndefined(request.refused)
      assert.notProperty(request.body, 'max_tokens')
      assert.notProperty(request.body, 'temperature')
      assert.equal(request.body.reasoning_effort, 'none')
    }
    assert.equal(fake.requests[0].body.max_completion_tokens, 90)
    assert.equal(fake.requests[1].body.max_completion_tokens, 120)
  })

  test('the strict fake refuses max_tokens and a temperature for a reasoning model', async ({
    assert,
  }) => {
    const adapter = adapterFor(fake, { model: 'gpt-6-luna', tokenParam: 'max_tokens' })
    const error = await failure(collect(adapter, chatRequest('en')))
    assert.equal(error.kind, 'misconfigured')
    assert.include(fake.requests[0].refused, "Use 'max_completion_tokens' instead")
    // The `-chat-latest` aliases are not reasoning models: both parameters pass.
    const chat = adapterFor(fake, { model: 'gpt-5.3-chat-latest', tokenParam: 'max_tokens' })
    const passed = await collect(chat, chatRequest('en'))
    assert.equal(passed.finish, 'stop')
    assert.equal(fake.requests.at(-1)!.body.temperature, 0.9)
  })

  test('roles out of turn are refused like a strict chat template', async ({ assert }) => {
    const twoUsers = chatRequest('en', {
      history: [
        { role: 'user', content: 'Are you there?' },
        { role: 'assistant', content: 'Yes.' },
        { role: 'user', content: 'A message whose reply failed' },
      ],
    })
    await failure(collect(adapterFor(fake), twoUsers))
    assert.include(fake.requests[0].refused, 'Conversation roles must alternate')
  })
})
