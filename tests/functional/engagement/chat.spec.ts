import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { balanceOf } from '#wallet/queries/balance_of'
import { verifyLedger } from '#wallet/queries/verify_ledger'
import { sessionOf } from '#tests/helpers/users'
import { sendChatMessage } from '#engagement/actions/send_chat_message'
import { sweepChatReplies } from '#engagement/actions/sweep_chat_replies'
import { clock } from '#core/clock'
import {
  character,
  chatCost,
  eventsOf,
  forgetCharacters,
  key,
  openHolds,
  userWith,
} from './chat_helpers.js'

test.group('Chat: sending and billing', (group) => {
  group.each.teardown(forgetCharacters)
  group.each.teardown(() => clock.reset())

  test('visitors are refused with 401 (JSON) or sent to log in (page)', async ({ client }) => {
    const model = await character()
    const api = await client
      .post('/chat/send')
      .header('accept', 'application/json')
      .withCsrfToken()
      .json({ modelId: model.id, message: 'hi' })
    api.assertStatus(401)
    const stream = await client
      .post(`/models/${model.id}/chat/stream`)
      .header('accept', 'text/event-stream, application/json')
      .withCsrfToken()
      .json({ message: 'hi', clientKey: key() })
    stream.assertStatus(401)
    const page = await client.get(`/models/${model.id}/chat`).redirects(0)
    page.assertStatus(302)
    page.assertHeader('location', '/login')
  })

  test('POST /chat/send answers { data: { response } } and charges the chat cost once', async ({
    client,
    assert,
  }) => {
    const model = await character()
    const user = await userWith(10)
    const other = await userWith(10)
    const cost = await chatCost()
    const response = await client
      .post('/chat/send')
      .header('accept', 'application/json')
      .withSession(sessionOf(user))
      .withCsrfToken()
      .json({ modelId: model.id, message: 'Hello! How are you today?', userId: other.id })
    response.assertStatus(200)
    const body = response.body()
    assert.isTrue(body.success)
    assert.isString(body.data.response)
    assert.isAbove(body.data.response.length, 0)
    assert.equal(body.response, body.data.response)
    assert.equal(body.data.balance, 10 - cost)
    assert.equal(await balanceOf(user.id), 10 - cost)
    // The userId in the body is ignored: the signed-in user pays.
    assert.equal(await balanceOf(other.id), 10)
    assert.equal(await openHolds(user.id), 0)
  })

  test('bad input: empty, blank, too long, unknown character, bad ids — never a 500', async ({
    client,
    assert,
  }) => {
    const model = await character()
    const user = await userWith(10)
    const post = (body: Record<string, unknown>) =>
      client
        .post('/chat/send')
        .header('accept', 'application/json')
        .withSession(sessionOf(user))
        .withCsrfToken()
        .json(body)
    for (const body of [
      { modelId: model.id, message: '' },
      { modelId: model.id, message: '    ' },
      { modelId: model.id, message: 'x'.repeat(2001) },
      { modelId: 'abc', message: 'hi' },
      { message: 'hi' },
      { modelId: model.id },
    ]) {
      const response = await post(body)
      assert.oneOf(response.status(), [422], JSON.stringify(body).slice(0, 60))
      assert.isString(response.body().message ?? response.body().errors?.[0]?.message)
    }
    const unknown = await post({ modelId: 999_999, message: 'hi' })
    unknown.assertStatus(404)
    const stream = await client
      .post('/models/999999/chat/stream')
      .header('accept', 'text/event-stream, application/json')
      .withSession(sessionOf(user))
      .withCsrfToken()
      .json({ message: 'hi', clientKey: key() })
    stream.assertStatus(404)
    assert.equal(await balanceOf(user.id), 10)
  })

  test('an empty balance answers 402 and keeps nothing', async ({ client, assert }) => {
    const model = await character()
    const user = await userWith(0)
    const response = await client
      .post(`/models/${model.id}/chat/stream`)
      .header('accept', 'text/event-stream, application/json')
      .withSession(sessionOf(user))
      .withCsrfToken()
      .json({ message: 'hi there', clientKey: key() })
    response.assertStatus(402)
    assert.match(response.body().message, /insufficient balance/i)
    const rows = await db.rawQuery(
      'SELECT count(*)::int AS n FROM chat_conversations WHERE user_id = ?',
      [user.id]
    )
    assert.equal(rows.rows[0].n, 0)
  })

  test('a message about minors is refused, says why, and costs nothing', async ({
    client,
    assert,
  }) => {
    const model = await character()
    const user = await userWith(5)
    const response = await client
      .post('/chat/send')
      .header('accept', 'application/json')
      .withSession(sessionOf(user))
      .withCsrfToken()
      .json({ modelId: model.id, message: 'pretend you are a 14 year old schoolgirl' })
    response.assertStatus(422)
    assert.isString(response.body().message)
    assert.equal(await balanceOf(user.id), 5)
  })

  test('the stream sends start, deltas and done; the balance moves once', async ({
    client,
    assert,
  }) => {
    const model = await character()
    const user = await userWith(10, 'es')
    const response = await client
      .post(`/models/${model.id}/chat/stream?lang=es`)
      .header('accept', 'text/event-stream, application/json')
      .withSession(sessionOf(user))
      .withCsrfToken()
      .json({ message: 'Hola, ¿qué tal estás hoy?', clientKey: key() })
    response.assertStatus(200)
    assert.match(response.header('content-type')!, /text\/event-stream/)
    const events = eventsOf(response.text())
    assert.equal(events[0].event, 'start')
    assert.isAbove(events.filter((e) => e.event === 'delta').length, 1)
    const done = events.at(-1)!
    assert.equal(done.event, 'done')
    const text = events
      .filter((e) => e.event === 'delta')
      .map((e) => e.data.text)
      .join('')
    assert.equal(done.data.reply.content, text.trim())
    assert.equal(done.data.balance, 10 - (await chatCost()))
  })

  test('the same client key twice (double click, retry) is charged once', async ({
    client,
    assert,
  }) => {
    const model = await character()
    const user = await userWith(10)
    const clientKey = key()
    const send = () =>
      client
        .post('/chat/send')
        .header('accept', 'application/json')
        .withSession(sessionOf(user))
        .withCsrfToken()
        .json({ modelId: model.id, message: 'Tell me about your day', clientKey })
    const first = await send()
    const second = await send()
    first.assertStatus(200)
    second.assertStatus(200)
    assert.equal(second.body().data.response, first.body().data.response)
    assert.equal(await balanceOf(user.id), 10 - (await chatCost()))
  })

  test('200 sends at once on a 50-point balance: exactly 50 replies charged', async ({
    client,
    assert,
  }) => {
    const model = await character()
    const cost = await chatCost()
    const user = await userWith(50 * cost)
    const responses = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        client
          .post('/chat/send')
          .header('accept', 'application/json')
          .withSession(sessionOf(user))
          .withCsrfToken()
          .json({ modelId: model.id, message: `Message number ${i}, how are you?` })
      )
    )
    const statuses = responses.map((response) => response.status())
    assert.equal(statuses.filter((status) => status === 200).length, 50)
    assert.equal(statuses.filter((status) => status === 402).length, 150)
    assert.equal(await balanceOf(user.id), 0)
    assert.equal(await openHolds(user.id), 0)
    const check = await verifyLedger()
    assert.deepEqual(check.drift, [])
    const replies = await db.rawQuery(
      `SELECT count(*)::int AS n FROM chat_messages m JOIN chat_conversations c ON c.id = m.conversation_id
       WHERE c.user_id = ? AND m.sender = 'model' AND m.status = 'complete'`,
      [user.id]
    )
    assert.equal(replies.rows[0].n, 50)
  }).timeout(120_000)

  test('stopping a reply gives the points back', async ({ assert }) => {
    const model = await character()
    const user = await userWith(5)
    const controller = new AbortController()
    const attempt = sendChatMessage({
      userId: user.id,
      modelId: model.id,
      language: 'en',
      clientKey: key(),
      message: 'Tell me a long story about the sea',
      signal: controller.signal,
      onDelta: () => controller.abort(),
    })
    await assert.rejects(() => attempt)
    assert.equal(await balanceOf(user.id), 5)
    assert.equal(await openHolds(user.id), 0)
  })

  test('a reply a crash cut off is refunded by the sweep, once', async ({ assert }) => {
    const model = await character()
    const user = await userWith(5)
    const cost = await chatCost()
    // A send that never finishes: the process "dies" after the hold.
    const hanging = sendChatMessage({
      userId: user.id,
      modelId: model.id,
      language: 'en',
      clientKey: key(),
      message: 'Are you there?',
      onStart: () => {
        throw new Error('crash')
      },
    })
    await assert.rejects(() => hanging)
    assert.equal(await balanceOf(user.id), 5 - cost)
    assert.equal(await sweepChatReplies(), 0, 'a pending reply is left alone for 5 minutes')
    clock.travel(10 * 60_000)
    assert.equal(await sweepChatReplies(), 1)
    assert.equal(await sweepChatReplies(), 0)
    assert.equal(await balanceOf(user.id), 5)
    assert.equal(await openHolds(user.id), 0)
  })

  test('regenerate adds another reply to the same message, charged again', async ({
    client,
    assert,
  }) => {
    const model = await character()
    const user = await userWith(10)
    const cost = await chatCost()
    const first = await sendChatMessage({
      userId: user.id,
      modelId: model.id,
      language: 'en',
      clientKey: key(),
      message: 'What do you like to do on weekends?',
    })
    const response = await client
      .post(`/models/${model.id}/chat/stream`)
      .header('accept', 'text/event-stream, application/json')
      .withSession(sessionOf(user))
      .withCsrfToken()
      .json({ regenerateOf: first.userMessage.id, clientKey: key() })
    response.assertStatus(200)
    const done = eventsOf(response.text()).at(-1)!
    assert.equal(done.event, 'done')
    assert.equal(done.data.reply.replyToId, first.userMessage.id)
    assert.notEqual(done.data.reply.content, first.reply.content)
    assert.equal(await balanceOf(user.id), 10 - 2 * cost)

    const page = await client
      .get(`/models/${model.id}/chat/messages`)
      .header('accept', 'application/json')
      .withSession(sessionOf(user))
    const replies = page
      .body()
      .conversation.messages.filter((m: any) => m.replyToId === first.userMessage.id)
    assert.lengthOf(replies, 2)
  })
})
