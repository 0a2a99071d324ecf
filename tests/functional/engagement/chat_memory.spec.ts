import { test } from '@japa/runner'
import { balanceOf } from '#ledger/queries/balance_of'
import { sessionOf, TEST_PASSWORD } from '#tests/helpers/users'
import db from '@adonisjs/lucid/services/db'
import { sendChatMessage } from '#engagement/actions/send_chat_message'
import { factsIn } from '#engagement/actions/remember_chat_facts'
import {
  character,
  chatCost,
  eventually,
  hasFact,
  forgetCharacters,
  key,
  openHolds,
  userWith,
  workDuringGroup,
} from './chat_helpers.js'

test.group('Chat: memory, export and delete', (group) => {
  group.each.teardown(forgetCharacters)
  // Facts and summaries are the chat memory job's, after each reply.
  group.setup(workDuringGroup)

  test('what the user says about themselves becomes a pinned fact (es and en)', ({ assert }) => {
    assert.includeMembers(factsIn('Hola! Me llamo Carlos y me encanta navegar.'), [
      'Me llamo Carlos',
      'Me encanta navegar',
    ])
    assert.includeMembers(factsIn("Hi, my name is Dana. I'm from Lisbon"), [
      'My name is Dana',
      "I'm from Lisbon",
    ])
    assert.deepEqual(factsIn('What a lovely day'), [])
  })

  test('a fact from message 1 is still known after 40 messages', async ({ assert }) => {
    const model = await character()
    const user = await userWith(100, 'es')
    const send = (message: string) =>
      sendChatMessage({
        userId: user.id,
        modelId: model.id,
        language: 'es',
        clientKey: key(),
        message,
      })
    await send('Hola, me llamo Carlos y vivo en Valencia.')
    // Pinned by the job the saved reply sent, not by the send itself.
    await eventually(() => hasFact(user.id, model.id, 'Me llamo Carlos'))
    for (let i = 0; i < 40; i++) await send(`Cuéntame algo más, número ${i}.`)
    const answer = await send('¿Recuerdas cómo me llamo?')
    assert.include(answer.reply.content, 'Carlos')
  }).timeout(120_000)

  test('facts can be listed, added and forgotten; another user cannot touch them', async ({
    client,
    assert,
  }) => {
    const model = await character()
    const user = await userWith(5)
    const stranger = await userWith(5)
    const add = await client
      .post(`/models/${model.id}/chat/facts`)
      .header('accept', 'application/json')
      .withSession(sessionOf(user))
      .withCsrfToken()
      .json({ content: 'I have a dog called Toby' })
    add.assertStatus(200)
    const fact = add.body().data
    const listed = await client
      .get(`/models/${model.id}/chat/messages`)
      .header('accept', 'application/json')
      .withSession(sessionOf(user))
    assert.deepInclude(
      listed.body().conversation.facts.map((f: any) => f.content),
      'I have a dog called Toby'
    )
    const foreign = await client
      .delete(`/models/${model.id}/chat/facts/${fact.id}`)
      .header('accept', 'application/json')
      .withSession(sessionOf(stranger))
      .withCsrfToken()
    foreign.assertStatus(404)
    const empty = await client
      .post(`/models/${model.id}/chat/facts`)
      .header('accept', 'application/json')
      .withSession(sessionOf(user))
      .withCsrfToken()
      .json({ content: ' ' })
    empty.assertStatus(422)
    const removed = await client
      .delete(`/models/${model.id}/chat/facts/${fact.id}`)
      .header('accept', 'application/json')
      .withSession(sessionOf(user))
      .withCsrfToken()
    removed.assertStatus(200)
  })

  test('export as JSON and text; delete; the profile export has the chats', async ({
    client,
    assert,
  }) => {
    const model = await character()
    const user = await userWith(5)
    await sendChatMessage({
      userId: user.id,
      modelId: model.id,
      language: 'en',
      clientKey: key(),
      message: 'My name is Robin and I love jazz.',
    })
    const json = await client
      .get(`/models/${model.id}/chat/export?format=json`)
      .withSession(sessionOf(user))
    json.assertStatus(200)
    assert.match(json.header('content-disposition')!, /attachment; filename="chat-.*\.json"/)
    const data = JSON.parse(json.text())
    assert.equal(data.messages[0].content, 'My name is Robin and I love jazz.')
    assert.lengthOf(data.messages, 2)

    const text = await client
      .get(`/models/${model.id}/chat/export?format=text`)
      .withSession(sessionOf(user))
    assert.include(text.text(), 'You: My name is Robin and I love jazz.')
    const bad = await client
      .get(`/models/${model.id}/chat/export?format=pdf`)
      .header('accept', 'application/json')
      .withSession(sessionOf(user))
    bad.assertStatus(422)

    const everything = await client.get('/profile/export').withSession(sessionOf(user))
    const exported = JSON.parse(everything.text())
    assert.equal(exported.chats[0].messages[0].content, 'My name is Robin and I love jazz.')

    const deleted = await client
      .delete(`/models/${model.id}/chat`)
      .header('accept', 'application/json')
      .withSession(sessionOf(user))
      .withCsrfToken()
    deleted.assertStatus(200)
    const after = await client
      .get(`/models/${model.id}/chat/messages`)
      .header('accept', 'application/json')
      .withSession(sessionOf(user))
    assert.lengthOf(after.body().conversation.messages, 0)
    assert.equal(await openHolds(user.id), 0)
    assert.isAtLeast(await balanceOf(user.id), 0)
  })

  test('erasing the account deletes its chats', async ({ client, assert }) => {
    const model = await character()
    const user = await userWith(5)
    await sendChatMessage({
      userId: user.id,
      modelId: model.id,
      language: 'en',
      clientKey: key(),
      message: 'My name is Ada.',
    })
    const erased = await client
      .post('/profile/delete')
      .withCsrfToken()
      .withSession(sessionOf(user))
      .header('X-Inertia', 'true')
      .json({ password: TEST_PASSWORD })
      .redirects(0)
    erased.assertHeader('location', '/')
    const left = await db.rawQuery(
      'SELECT count(*)::int AS n FROM chat_conversations WHERE user_id = ?',
      [user.id]
    )
    assert.equal(left.rows[0].n, 0)
  })

  test('the chat page renders for its owner', async ({ client, assert }) => {
    const model = await character()
    const user = await userWith(5)
    const page = await client
      .get(`/models/${model.id}/chat`)
      .withSession(sessionOf(user))
      .withInertia()
    page.assertStatus(200)
    const props = page.body().props
    assert.equal(props.model.id, model.id)
    assert.equal(props.cost, await chatCost())
    assert.isTrue(props.engine.local)
  })
})
