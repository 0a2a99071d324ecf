import { test } from '@japa/runner'
import type { ChatPort, ChatRequest } from '#ai/services/chat/chat_port'
import { detectLanguage, isInLanguage } from '#ai/services/chat/language_check'
import { languageLockedReply, type LockedReplyEvent } from '#ai/services/chat/language_lock'
import { LocalChatAdapter } from '#ai/services/offline/chat/local_chat_adapter'
import { OpenAiChatAdapter } from '#ai/services/chat/openai_chat_adapter'
import { OpenAiFake } from '#tests/fakes/openai_fake'
import { chatRequest } from '#tests/helpers/chat'

const ENGLISH = 'Hi there, I am so happy that you wrote to me today, how are you doing?'
const SPANISH = 'Hola, qué alegría que me escribas hoy, ¿cómo te ha ido el día?'

/** A port that answers each attempt with the next scripted text, word by word. */
function scriptedPort(...replies: string[]) {
  const seen: ChatRequest[] = []
  const closed: boolean[] = []
  const port: ChatPort = {
    driver: 'local',
    isLocal: true,
    async *stream(request) {
      seen.push(request)
      const attempt = closed.push(false) - 1
      try {
        for (const word of (replies[attempt] ?? '').match(/\S+\s*/g) ?? []) yield word
        closed[attempt] = false
      } finally {
        closed[attempt] = true
      }
    },
    async summarize() {
      return ''
    },
  }
  return { port, seen, closed }
}

async function run(port: ChatPort, request: ChatRequest) {
  const events: LockedReplyEvent[] = []
  for await (const event of languageLockedReply(port, request, new AbortController().signal)) {
    events.push(event)
  }
  const deltas = events.filter((e) => typeof e === 'string')
  const done = events.at(-1)
  if (!done || typeof done === 'string') throw new Error('no outcome at the end')
  if (events.filter((e) => typeof e !== 'string').length !== 1) throw new Error('one outcome only')
  return { streamed: deltas.join(''), done }
}

test.group('Language check', () => {
  test('tells Spanish from English by stop words; too little text is unknown', ({ assert }) => {
    assert.equal(detectLanguage(SPANISH), 'es')
    assert.equal(detectLanguage(ENGLISH), 'en')
    assert.equal(detectLanguage('¡Lucía!'), 'unknown')
    assert.equal(detectLanguage('ok 😊'), 'unknown')
    assert.isTrue(isInLanguage('Toby', 'es'))
    assert.isFalse(isInLanguage(ENGLISH, 'es'))
    assert.isFalse(isInLanguage(SPANISH, 'en'))
  })
})

test.group('Language lock', () => {
  test('a reply in the wrong language is dropped and regenerated once, insisting on the language', async ({
    assert,
  }) => {
    const { port, seen, closed } = scriptedPort(ENGLISH, SPANISH)
    const { streamed, done } = await run(port, chatRequest('es'))
    assert.equal(streamed, SPANISH)
    assert.equal(done.text, SPANISH)
    assert.isTrue(done.regenerated)
    assert.isFalse(done.languageMismatch)
    assert.lengthOf(seen, 2)
    assert.isTrue(seen[1].strictLanguage)
    assert.notEqual(seen[1].variation, seen[0].variation)
    assert.deepEqual(closed, [true, true])
  })

  test('still wrong after the regeneration: delivered with the notice flag', async ({ assert }) => {
    const { port, seen } = scriptedPort(ENGLISH, ENGLISH)
    const { streamed, done } = await run(port, chatRequest('es'))
    assert.equal(streamed, ENGLISH)
    assert.isTrue(done.languageMismatch)
    assert.isTrue(done.regenerated)
    assert.lengthOf(seen, 2)
  })

  test('a reply in the right language streams at once, generated only once', async ({ assert }) => {
    const { port, seen } = scriptedPort(ENGLISH)
    const { streamed, done } = await run(port, chatRequest('en'))
    assert.equal(streamed, ENGLISH)
    assert.deepEqual(done, {
      text: ENGLISH,
      languageMismatch: false,
      regenerated: false,
      truncated: false,
    })
    assert.lengthOf(seen, 1)
  })

  test("the delivered attempt's finish reaches the outcome: length is a truncated reply", async ({
    assert,
  }) => {
    const port: ChatPort = {
      driver: 'local',
      isLocal: true,
      async *stream() {
        for (const word of ENGLISH.match(/\S+\s*/g)!) yield word
        return 'length'
      },
      async summarize() {
        return ''
      },
    }
    const { done } = await run(port, chatRequest('en'))
    assert.isTrue(done.truncated)
  })

  test('short wrong replies are caught too', async ({ assert }) => {
    const { port } = scriptedPort('Yes, I do.', 'Sí, claro que sí.')
    const { done } = await run(port, chatRequest('es'))
    assert.equal(done.text, 'Sí, claro que sí.')
    assert.isTrue(done.regenerated)
  })

  test('the local adapter never needs it: es conversations get Spanish replies', async ({
    assert,
  }) => {
    const port = new LocalChatAdapter({ delayMs: 0 })
    for (const message of ['hello, how are you?', 'What do you do for a living?', 'hola']) {
      const { done } = await run(port, chatRequest('es', { message }))
      assert.isFalse(done.regenerated, message)
      assert.notEqual(detectLanguage(done.text), 'en')
    }
  })

  test('over the OpenAI-compatible adapter: the fake answers in English first, the user gets Spanish', async ({
    assert,
  }) => {
    const fake = await new OpenAiFake().start()
    try {
      fake.script(
        { kind: 'stream', words: ENGLISH.split(' '), delayMs: 5 },
        { kind: 'stream', words: SPANISH.split(' ') }
      )
      const port = new OpenAiChatAdapter({
        baseUrl: fake.url,
        model: 'fake',
        apiKey: '',
        timeoutMs: 2000,
        maxTokens: 100,
      })
      const { streamed, done } = await run(port, chatRequest('es', { message: 'hi!' }))
      assert.equal(streamed, SPANISH)
      assert.isTrue(done.regenerated)
      assert.isFalse(done.languageMismatch)
      assert.lengthOf(fake.requests, 2)
      const english = await fake.settled(0)
      assert.isTrue(english.closedEarly, 'the English attempt was closed upstream')
      assert.include(fake.requests[1].body.messages[0].content, 'Answer in Spanish only')
    } finally {
      await fake.stop()
    }
  })
})
