import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { balanceOf } from '#wallet/queries/balance_of'
import { useChatPort } from '#ai/services/chat/chat_service'
import { OpenAiChatAdapter } from '#ai/services/chat/openai_chat_adapter'
import { sendChatMessage } from '#engagement/actions/send_chat_message'
import chatConfig from '#config/chat'
import { sessionOf } from '#tests/helpers/users'
import type { OpenAiFake } from '#tests/fakes/openai_fake'
import {
  character,
  chatCost,
  eventsOf,
  forgetCharacters,
  key,
  openHolds,
  userWith,
} from './chat_helpers.js'
import { startChatFake, stopChatFake, t, words } from './chat_moderation_helpers.js'

/*
| Issue 23, point 3, over HTTP against the strict loopback fake (it refuses
| two user messages in a row with a 400, as strict chat templates do): a
| stream cut short is a failed reply; failed turns never reach a prompt; the
| reply's length is capped and a cut reply is marked. Asked with
| `Accept: text/event-stream` alone, as a reader of the stream would.
*/

const REPLY = 'Of course I remember you, it is so nice to see you again today my friend.'
const RESPUESTA = 'Claro que me acuerdo de ti, qué alegría verte otra vez hoy, de verdad.'

type Message = { role: string; content: string }

/** The events of a stream's answer. */
async function eventsFrom(request: PromiseLike<{ text(): string }>) {
  const response = await request
  return eventsOf(response.text())
}

/** The events of a stream that ended with `done`. */
async function answered(request: PromiseLike<{ text(): string }>) {
  const events = await eventsFrom(request)
  if (events.at(-1)?.event !== 'done')
    throw new Error(`not answered: ${JSON.stringify(events.at(-1))}`)
  return events
}

/** The conversation's last message row. */
async function lastRowOf(userId: number) {
  const rows = await turnsOf(userId)
  return rows.at(-1)!
}

async function turnsOf(userId: number) {
  const result = await db.rawQuery(
    `SELECT m.sender, m.status, m.content, m.truncated FROM chat_messages m
     JOIN chat_conversations c ON c.id = m.conversation_id WHERE c.user_id = ? ORDER BY m.id`,
    [userId]
  )
  return result.rows as { sender: string; status: string; content: string; truncated: boolean }[]
}

test.group('Chat turns: whole replies only, alternating history, capped length', (group) => {
  group.each.teardown(forgetCharacters)
  let fake: OpenAiFake
  group.each.setup(async () => {
    fake = await startChatFake()
    return () => stopChatFake(fake)
  })

  test('a stream that ends without a finish reason fails, costs nothing, and stays out of the next prompt', async ({
    client,
    assert,
  }) => {
    const model = await character()
    const user = await userWith(10, 'es')
    const cost = await chatCost()
    fake.script(
      { kind: 'stream', words: words(RESPUESTA) },
      {
        kind: 'stream',
        words: 'Cuéntame qué tal te ha ido hoy en el trabajo'.split(' '),
        endAfter: 6,
      },
      { kind: 'stream', words: words(RESPUESTA) }
    )
    const stream = (message: string) =>
      client
        .post(`/models/${model.id}/chat/stream?lang=es`)
        .header('accept', 'text/event-stream')
        .withSession(sessionOf(user))
        .withCsrfToken()
        .json({ clientKey: key(), message })

    await answered(stream('Hola, ¿te acuerdas de mí?'))
    const cut = await stream('¿Qué tal el día?')
    cut.assertStatus(200)
    const events = eventsOf(cut.text())
    assert.deepEqual(
      events.map((e) => e.event).filter((e) => e !== 'delta'),
      ['start', 'error']
    )
    const error = events.at(-1)!.data
    assert.equal(error.status, 502)
    assert.equal(error.message, t('es', 'chat.errors.replyIncomplete'))
    assert.isTrue(error.refunded)
    assert.equal(error.balance, 10 - cost)
    assert.equal(await balanceOf(user.id), 10 - cost)
    assert.equal(await openHolds(user.id), 0)
    // The message is marked: it was not answered.
    const rows = await turnsOf(user.id)
    assert.deepEqual(
      rows.slice(2).map((row) => [row.sender, row.status]),
      [
        ['user', 'failed'],
        ['model', 'failed'],
      ]
    )

    // The next message's prompt: the one whole turn, then the new message (never two users in a row).
    await answered(stream('Bueno, cuéntame otra cosa'))
    const third = fake.requests[2]
    assert.isUndefined(third.refused)
    assert.deepEqual(
      (third.body.messages as Message[]).slice(1).map((m) => [m.role, m.content]),
      [
        ['user', 'Hola, ¿te acuerdas de mí?'],
        ['assistant', RESPUESTA],
        ['user', 'Bueno, cuéntame otra cosa'],
      ]
    )
    assert.equal(await balanceOf(user.id), 10 - 2 * cost)
  })

  test('failed, refused and stopped turns never reach a prompt; a retry that succeeds does', async ({
    client,
    assert,
  }) => {
    const model = await character()
    const user = await userWith(10)
    const post = (body: object) =>
      client
        .post(`/models/${model.id}/chat/stream?lang=en`)
        .header('accept', 'text/event-stream')
        .withSession(sessionOf(user))
        .withCsrfToken()
        .json({ clientKey: key(), ...body })
    fake.script(
      { kind: 'stream', words: words(REPLY) },
      // A server error twice (the client's one retry), a withheld reply, then the retry of one.
      { kind: 'status', status: 500 },
      { kind: 'status', status: 500 },
      { kind: 'stream', words: words(`${REPLY} She is underage and that is all.`) },
      { kind: 'stream', words: [...words(REPLY), ...words(REPLY)], delayMs: 20 },
      { kind: 'stream', words: words(REPLY) },
      { kind: 'stream', words: words(REPLY) }
    )
    await answered(post({ message: 'First, a whole turn.' }))
    const failed = await eventsFrom(post({ message: 'This one fails.' }))
    assert.equal(failed.at(-1)!.event, 'error')
    const withheld = await eventsFrom(post({ message: 'This one is withheld.' }))
    assert.equal(withheld.at(-1)!.data.code, 'E_CHAT_REPLYWITHHELD')
    const stop = new AbortController()
    await assert.rejects(() =>
      sendChatMessage({
        userId: user.id,
        modelId: model.id,
        language: 'en',
        clientKey: key(),
        message: 'This one is stopped.',
        signal: stop.signal,
        onDelta: () => stop.abort(),
      })
    )
    // The retry button answers the failed message again (regenerate), which makes it a turn.
    const failedId = failed[0].data.userMessage.id
    const retried = await eventsFrom(post({ regenerateOf: failedId }))
    assert.equal(retried.at(-1)!.event, 'done')
    await answered(post({ message: 'And now?' }))

    assert.isTrue(fake.requests.every((request) => request.refused === undefined))
    const last = (fake.requests.at(-1)!.body.messages as Message[]).slice(1)
    assert.deepEqual(
      last.map((m) => m.content),
      ['First, a whole turn.', REPLY, 'This one fails.', REPLY, 'And now?']
    )
    assert.deepEqual(
      last.map((m) => m.role),
      ['user', 'assistant', 'user', 'assistant', 'user']
    )
    assert.equal(await openHolds(user.id), 0)
  })

  test('the token cap is sent by the name the server reads; a reply cut by it is marked', async ({
    client,
    assert,
  }) => {
    const model = await character()
    const user = await userWith(10)
    const cost = await chatCost()
    fake.script({ kind: 'stream', words: words(REPLY), finish: 'length' })
    const response = await client
      .post(`/models/${model.id}/chat/stream`)
      .header('accept', 'text/event-stream')
      .withSession(sessionOf(user))
      .withCsrfToken()
      .json({ clientKey: key(), message: 'Tell me everything about the sea.' })
    const done = eventsOf(response.text()).at(-1)!
    assert.equal(done.event, 'done')
    assert.isTrue(done.data.reply.truncated)
    assert.equal(done.data.reply.content, REPLY)
    // A loopback server is not OpenAI: the cap goes as max_tokens, the name every server reads.
    assert.equal(fake.requests[0].body.max_tokens, 200)
    assert.notProperty(fake.requests[0].body, 'max_completion_tokens')
    assert.equal(await balanceOf(user.id), 10 - cost)
    const stored = await lastRowOf(user.id)
    assert.isTrue(stored.truncated)
  })

  test('a reply longer than CHAT_MAX_REPLY_CHARS is cut between words, marked, charged once', async ({
    client,
    assert,
  }) => {
    const model = await character()
    const user = await userWith(10)
    const cost = await chatCost()
    const long = Array.from({ length: 400 }, (_, i) => `word${i}`)
    fake.script({ kind: 'stream', words: long, delayMs: 2 })
    const max = chatConfig.maxReplyChars
    chatConfig.maxReplyChars = 120
    try {
      const response = await client
        .post(`/models/${model.id}/chat/stream`)
        .header('accept', 'text/event-stream')
        .withSession(sessionOf(user))
        .withCsrfToken()
        .json({ clientKey: key(), message: 'Talk to me for as long as you like.' })
      const events = eventsOf(response.text())
      const done = events.at(-1)!
      assert.equal(done.event, 'done')
      assert.isAtMost(done.data.reply.content.length, 120)
      assert.isAbove(done.data.reply.content.length, 90)
      assert.match(done.data.reply.content, /word\d+$/)
      assert.isTrue(done.data.reply.truncated)
      const shown = events.filter((e) => e.event === 'delta').map((e) => e.data.text)
      assert.equal(shown.join('').trim(), done.data.reply.content)
      // The rest was never read: the upstream request was closed.
      const upstream = await fake.settled(0, 5000)
      assert.isTrue(upstream.closedEarly)
      assert.equal(await balanceOf(user.id), 10 - cost)
      const stored = await lastRowOf(user.id)
      assert.equal(stored.content, done.data.reply.content)
      assert.isTrue(stored.truncated)
    } finally {
      chatConfig.maxReplyChars = max
    }
  })
})

test.group('Chat turns: the cap against OpenAI itself', (group) => {
  group.each.teardown(forgetCharacters)
  let fake: OpenAiFake
  group.each.setup(async () => {
    fake = await startChatFake()
    return () => stopChatFake(fake)
  })

  test('the default model gets max_completion_tokens and no temperature, and answers', async ({
    assert,
  }) => {
    useChatPort(
      new OpenAiChatAdapter({
        baseUrl: fake.url,
        model: 'gpt-6-luna',
        apiKey: 'sk-test',
        timeoutMs: 2000,
        maxTokens: 300,
        tokenParam: 'max_completion_tokens',
        reasoningEffort: 'none',
      })
    )
    const model = await character()
    const user = await userWith(10)
    fake.script({ kind: 'stream', words: words(REPLY) })
    const result = await sendChatMessage({
      userId: user.id,
      modelId: model.id,
      language: 'en',
      clientKey: key(),
      message: 'Hello again!',
    })
    assert.equal(result.reply.content, REPLY)
    assert.isUndefined(fake.requests[0].refused)
    assert.equal(fake.requests[0].body.max_completion_tokens, 300)
  })
})
