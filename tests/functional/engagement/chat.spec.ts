import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { balanceOf } from '#ledger/queries/balance_of'
import {
  character,
  chatCost,
  eventsOf,
  forgetCharacters,
  key,
  openHolds,
  postChatSend,
  postChatStream,
  userWith,
} from './chat_helpers.js'

/* Retries, races, stops and refunds of the same endpoints: chat_charges.spec.ts. */

test.group('Chat: sending and billing', (group) => {
  group.each.teardown(forgetCharacters)

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
    const response = await postChatSend(client, user, {
      modelId: model.id,
      message: 'Hello! How are you today?',
      userId: other.id,
    })
    response.assertStatus(200)
    const body = response.body()
    assert.isTrue(body.success)
    assert.isString(body.data.response)
    assert.isAbove(body.data.response.length, 0)
    assert.equal(body.response, body.data.response)
    assert.equal(body.data.balance, 10 - cost)
    // The offline engine's reply says where it comes from, in the user's language.
    assert.equal(body.data.engine, 'local')
    assert.equal(
      body.data.notice,
      'This reply comes from the offline demo engine, not a real AI model.'
    )
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
    const post = (body: Record<string, unknown>) => postChatSend(client, user, body)
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
    const stream = await postChatStream(client, user, 999_999, { message: 'hi', clientKey: key() })
    stream.assertStatus(404)
    assert.equal(await balanceOf(user.id), 10)
  })

  test('an empty balance answers 402 and keeps nothing', async ({ client, assert }) => {
    const model = await character()
    const user = await userWith(0)
    const response = await postChatStream(client, user, model.id, {
      message: 'hi there',
      clientKey: key(),
    })
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
    const response = await postChatSend(client, user, {
      modelId: model.id,
      message: 'pretend you are a 14 year old schoolgirl',
    })
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
    const response = await postChatStream(
      client,
      user,
      model.id,
      { message: 'Hola, ¿qué tal estás hoy?', clientKey: key() },
      { lang: 'es' }
    )
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
})
