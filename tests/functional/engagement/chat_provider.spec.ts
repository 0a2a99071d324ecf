import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { balanceOf } from '#ledger/queries/balance_of'
import { useChatPort } from '#ai/services/chat/chat_service'
import { OpenAiChatAdapter } from '#ai/services/chat/openai_chat_adapter'
import { sendChatMessage } from '#engagement/actions/send_chat_message'
import { OpenAiFake } from '#tests/fakes/openai_fake'
import {
  character,
  eventually,
  hasFact,
  forgetCharacters,
  key,
  openHolds,
  userWith,
  workDuringGroup,
} from './chat_helpers.js'

const ENGLISH = 'Of course I remember you, it is so nice to see you again today my friend.'.split(
  ' '
)
const SPANISH = 'Claro que me acuerdo de ti, qué alegría verte otra vez hoy, de verdad.'.split(' ')

test.group('Chat through an OpenAI-compatible server (loopback fake)', (group) => {
  group.each.teardown(forgetCharacters)
  group.setup(workDuringGroup)
  let fake: OpenAiFake
  group.each.setup(async () => {
    fake = await new OpenAiFake().start()
    useChatPort(
      new OpenAiChatAdapter({
        baseUrl: fake.url,
        model: 'fake-model',
        apiKey: 'sk-test',
        timeoutMs: 2000,
        maxTokens: 200,
      })
    )
    return async () => {
      useChatPort()
      await fake.stop()
    }
  })

  test('a Spanish conversation never gets the English first attempt, and pays once', async ({
    assert,
  }) => {
    const model = await character()
    const user = await userWith(5, 'es')
    fake.script({ kind: 'stream', words: ENGLISH }, { kind: 'stream', words: SPANISH })
    const deltas: string[] = []
    const result = await sendChatMessage({
      userId: user.id,
      modelId: model.id,
      language: 'es',
      clientKey: key(),
      message: '¿Te acuerdas de mí?',
      onDelta: (text) => deltas.push(text),
    })
    assert.equal(result.reply.content, SPANISH.join(' '))
    assert.notInclude(deltas.join(''), 'remember')
    assert.isFalse(result.reply.languageNotice)
    assert.equal(await balanceOf(user.id), 5 - result.cost)
    // The system prompt carried the persona and the language lock.
    const system = fake.requests[0].body.messages[0].content as string
    assert.include(system, 'Lucía')
    assert.match(system, /Spanish|español/i)
  })

  test('still English after the retry: delivered with a notice, charged once', async ({
    assert,
  }) => {
    const model = await character()
    const user = await userWith(5, 'es')
    fake.script({ kind: 'stream', words: ENGLISH }, { kind: 'stream', words: ENGLISH })
    const result = await sendChatMessage({
      userId: user.id,
      modelId: model.id,
      language: 'es',
      clientKey: key(),
      message: 'Hola',
    })
    assert.isTrue(result.reply.languageNotice)
    assert.equal(await balanceOf(user.id), 5 - result.cost)
  })

  test('a provider failure (429 twice, then a broken stream) costs nothing', async ({ assert }) => {
    const model = await character()
    const user = await userWith(5)
    fake.script({ kind: 'status', status: 429 }, { kind: 'status', status: 429 })
    await assert.rejects(() =>
      sendChatMessage({
        userId: user.id,
        modelId: model.id,
        language: 'en',
        clientKey: key(),
        message: 'Hello',
      })
    )
    fake.script({ kind: 'stream', words: ENGLISH, failAfter: 10 })
    await assert.rejects(() =>
      sendChatMessage({
        userId: user.id,
        modelId: model.id,
        language: 'en',
        clientKey: key(),
        message: 'Hello again',
      })
    )
    assert.equal(await balanceOf(user.id), 5)
    assert.equal(await openHolds(user.id), 0)
  })

  test('a reply that turns to minors is withheld mid-stream and costs nothing', async ({
    assert,
  }) => {
    const model = await character()
    const user = await userWith(5, 'es')
    const words = 'Claro que sí, te cuento que yo tenía una historia con una chica de 14 años'
    fake.script({ kind: 'stream', words: `${words} y mucho más que decir hoy.`.split(' ') })
    const shown: string[] = []
    await assert.rejects(
      () =>
        sendChatMessage({
          userId: user.id,
          modelId: model.id,
          language: 'es',
          clientKey: key(),
          message: 'Cuéntame algo',
          onDelta: (text) => shown.push(text),
        }),
      /replyWithheld/
    )
    assert.notInclude(shown.join(''), 'mucho más')
    assert.equal(await balanceOf(user.id), 5)
    assert.equal(await openHolds(user.id), 0)
  })

  test('stopping closes the upstream request and refunds', async ({ assert }) => {
    const model = await character()
    const user = await userWith(5)
    fake.script({ kind: 'stream', words: [...ENGLISH, ...ENGLISH], delayMs: 30 })
    const controller = new AbortController()
    let seen = 0
    await assert.rejects(() =>
      sendChatMessage({
        userId: user.id,
        modelId: model.id,
        language: 'en',
        clientKey: key(),
        message: 'Tell me everything',
        signal: controller.signal,
        onDelta: () => ++seen === 2 && controller.abort(),
      })
    )
    await fake.settled(0)
    assert.isTrue(fake.requests[0].closedEarly)
    assert.equal(await balanceOf(user.id), 5)
  })

  test('a fact from the first message reaches the prompt 40 messages later', async ({ assert }) => {
    const model = await character()
    const user = await userWith(100)
    const send = (message: string) =>
      sendChatMessage({
        userId: user.id,
        modelId: model.id,
        language: 'en',
        clientKey: key(),
        message,
      })
    await send('Hi! My name is Carlos and I love sailing.')
    await eventually(() => hasFact(user.id, model.id, 'My name is Carlos'))
    for (let i = 0; i < 40; i++) await send(`Tell me more, number ${i}.`)
    await send('What is my name?')
    // The last reply's request (summaries are the worker's, beside it).
    const replies = fake.requests.filter((request) => request.body.stream)
    const last = replies.at(-1)!.body.messages as { role: string; content: string }[]
    // Every prompt alternated (the strict fake refuses anything else) and held 16 turns at most.
    assert.isTrue(fake.requests.every((request) => request.refused === undefined))
    assert.isAtMost(last.length, 1 + 2 * 16 + 1)
    const words = last.map((m) => m.content).join('\n')
    assert.include(words, 'Carlos')
    // The summaries the worker asked for are costs too, recorded for the conversation.
    const summaries = await eventually(async () => {
      const rows = await db.from('ai_usage').where({ purpose: 'chat_summary', user_id: user.id })
      return rows.length ? rows : null
    })
    assert.isAbove(summaries![0].input_tokens, 0)
    // Message 1 itself left the recent window long ago.
    assert.notInclude(
      last.filter((m) => m.role === 'user').map((m) => m.content),
      'Hi! My name is Carlos and I love sailing.'
    )
  }).timeout(60_000)
})
