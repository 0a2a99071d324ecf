import { test } from '@japa/runner'
import { balanceOf } from '#ledger/queries/balance_of'
import { sendChatMessage } from '#engagement/actions/send_chat_message'
import type { OpenAiFake } from '#tests/fakes/openai_fake'
import {
  answered,
  character,
  chatCost,
  eventsFrom,
  eventsOf,
  forgetCharacters,
  key,
  openHolds,
  postChatStream,
  turnsOf,
  userWith,
} from './chat_helpers.js'
import {
  HARMLESS_EN as REPLY,
  HARMLESS_ES as RESPUESTA,
  startChatFake,
  stopChatFake,
  t,
  words,
} from './chat_moderation_helpers.js'

/*
| Chat turns over HTTP against the strict loopback fake (it refuses
| two user messages in a row with a 400, as strict chat templates do): a
| stream cut short is a failed reply; failed turns never reach a prompt.
| Asked with `Accept: text/event-stream` alone, as a reader of the stream
| would. The reply's length cap: chat_turns_length_cap.spec.ts.
*/

type Message = { role: string; content: string }

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
      postChatStream(
        client,
        user,
        model.id,
        { clientKey: key(), message },
        { lang: 'es', accept: 'text/event-stream' }
      )

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
      postChatStream(
        client,
        user,
        model.id,
        { clientKey: key(), ...body },
        { lang: 'en', accept: 'text/event-stream' }
      )
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
})
