import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { balanceOf } from '#ledger/queries/balance_of'
import { verifyLedger } from '#ledger/queries/verify_ledger'
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
  postChatSend,
  postChatStream,
  userWith,
} from './chat_helpers.js'

/* Each reply is charged once, and given back when it does not arrive. */

test.group('Chat: sending and billing — charged once, refunded', (group) => {
  group.each.teardown(forgetCharacters)
  group.each.teardown(() => clock.reset())

  test('the same client key twice (double click, retry) is charged once', async ({
    client,
    assert,
  }) => {
    const model = await character()
    const user = await userWith(10)
    const clientKey = key()
    const send = () =>
      postChatSend(client, user, {
        modelId: model.id,
        message: 'Tell me about your day',
        clientKey,
      })
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
        postChatSend(client, user, {
          modelId: model.id,
          message: `Message number ${i}, how are you?`,
        })
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
    const response = await postChatStream(client, user, model.id, {
      regenerateOf: first.userMessage.id,
      clientKey: key(),
    })
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
