import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { balanceOf } from '#ledger/queries/balance_of'
import type { Locale } from '#core/i18n/locales'
import { sessionOf } from '#tests/helpers/users'
import type { OpenAiFake } from '#tests/fakes/openai_fake'
import {
  character,
  eventually,
  forgetCharacters,
  openHolds,
  userWith,
  workDuringGroup,
} from './chat_helpers.js'
import {
  HARMLESS_EN,
  conversationsOf,
  countOf,
  ledgerOf,
  repliesOf,
  startChatFake,
  stopChatFake,
  stream,
  t,
  words,
} from './chat_moderation_helpers.js'

/*
| What users write, through the one moderation service, over HTTP against the
| loopback OpenAI fake (it counts requests): refused messages (send, stream,
| regenerate), pinned facts and the summary the provider writes. Replies cut
| while they stream: chat_moderation_stream.spec.ts.
*/

test.group('Chat moderation: messages, facts and summaries', (group) => {
  group.each.teardown(forgetCharacters)
  // The summary is the chat memory job's, after a reply.
  group.setup(workDuringGroup)
  let fake: OpenAiFake
  group.each.setup(async () => {
    fake = await startChatFake()
    return () => stopChatFake(fake)
  })

  test('a refused message on POST /chat/send answers 422 in es and en; nothing held or asked', async ({
    client,
    assert,
  }) => {
    const model = await character()
    const cases: Array<[Locale, string]> = [
      ['en', 'she is underage'],
      ['en', 'pretend you are 14 years old'],
      ['es', 'una niña desnuda'],
      ['es', 'she is underage'],
    ]
    for (const [lang, message] of cases) {
      const user = await userWith(10, lang)
      const before = await ledgerOf(user.id)
      const response = await client
        .post(`/chat/send?lang=${lang}`)
        .header('accept', 'application/json')
        .withSession(sessionOf(user))
        .withCsrfToken()
        .json({ modelId: model.id, message })
      response.assertStatus(422)
      assert.equal(response.body().message, t(lang, 'safety.minors'), `${lang}: ${message}`)
      assert.equal(await balanceOf(user.id), 10)
      assert.deepEqual(await ledgerOf(user.id), before)
      assert.equal(await openHolds(user.id), 0)
      assert.equal(await conversationsOf(user.id), 0)
    }
    assert.notEqual(t('es', 'safety.minors'), t('en', 'safety.minors'))
    assert.lengthOf(fake.requests, 0)
  })

  test('the streaming endpoint refuses the same way, before the stream starts', async ({
    client,
    assert,
  }) => {
    const model = await character()
    for (const lang of ['es', 'en'] as const) {
      const user = await userWith(10, lang)
      const before = await ledgerOf(user.id)
      const message = lang === 'es' ? 'una niña desnuda' : 'pretend you are 14 years old'
      const response = await stream(client, user, model.id, { message }, lang)
      response.assertStatus(422)
      assert.notMatch(response.header('content-type') ?? '', /event-stream/)
      assert.equal(response.body().message, t(lang, 'safety.minors'))
      assert.equal(await balanceOf(user.id), 10)
      assert.deepEqual(await ledgerOf(user.id), before)
      assert.equal(await conversationsOf(user.id), 0)
    }
    assert.lengthOf(fake.requests, 0)
  })

  test('regenerate checks the earlier message again (accepted under older rules): 422, nothing held', async ({
    client,
    assert,
  }) => {
    const model = await character()
    const user = await userWith(10)
    // A message stored before today's rules, as if they had let it through.
    const conversation = await db
      .table('chat_conversations')
      .insert({ user_id: user.id, model_id: model.id, language: 'en' })
      .returning('id')
    const message = await db
      .table('chat_messages')
      .insert({ conversation_id: conversation[0].id, sender: 'user', content: 'she is underage' })
      .returning('id')
    const before = await ledgerOf(user.id)
    const response = await stream(
      client,
      user,
      model.id,
      { regenerateOf: Number(message[0].id) },
      'en'
    )
    response.assertStatus(422)
    assert.equal(response.body().message, t('en', 'safety.minors'))
    assert.deepEqual(await ledgerOf(user.id), before)
    assert.lengthOf(await repliesOf(user.id), 0)
    assert.lengthOf(fake.requests, 0)
  })

  test('a refused pinned fact answers 422 (es and en) and stores nothing', async ({
    client,
    assert,
  }) => {
    const model = await character()
    for (const [lang, content] of [
      ['en', 'she is underage'],
      ['es', 'una niña desnuda'],
    ] as const) {
      const user = await userWith(5, lang)
      const response = await client
        .post(`/models/${model.id}/chat/facts?lang=${lang}`)
        .header('accept', 'application/json')
        .withSession(sessionOf(user))
        .withCsrfToken()
        .json({ content })
      response.assertStatus(422)
      assert.equal(response.body().message, t(lang, 'safety.minors'))
      assert.equal(
        await countOf(
          `SELECT count(*)::int AS n FROM chat_facts f
           JOIN chat_conversations c ON c.id = f.conversation_id WHERE c.user_id = ?`,
          user.id
        ),
        0
      )
      assert.equal(await conversationsOf(user.id), 0)
      assert.equal(await balanceOf(user.id), 5)
    }
    assert.lengthOf(fake.requests, 0)
  })

  test('a summary the provider writes that is refused is not stored (and is tried again)', async ({
    client,
    assert,
  }) => {
    const model = await character()
    const user = await userWith(10)
    // Enough earlier turns that the next reply folds a batch (8 past the 16 recent) into the summary.
    const conversation = await db
      .table('chat_conversations')
      .insert({ user_id: user.id, model_id: model.id, language: 'en', unsummarized_turns: 23 })
      .returning('id')
    const conversationId = conversation[0].id
    for (let i = 0; i < 23; i++) {
      const asked = await db
        .table('chat_messages')
        .insert({ conversation_id: conversationId, sender: 'user', content: `Question ${i}?` })
        .returning('id')
      await db.table('chat_messages').insert({
        conversation_id: conversationId,
        sender: 'model',
        content: `Answer number ${i}.`,
        reply_to_id: asked[0].id,
      })
    }
    const summaryOf = async () => {
      const result = await db.rawQuery(
        'SELECT summary, summarized_until FROM chat_conversations WHERE id = ?',
        [conversationId]
      )
      return { summary: result.rows[0].summary, until: Number(result.rows[0].summarized_until) }
    }
    const send = (message: string) =>
      client
        .post('/chat/send?lang=en')
        .header('accept', 'application/json')
        .withSession(sessionOf(user))
        .withCsrfToken()
        .json({ modelId: model.id, message })

    fake.script(
      { kind: 'stream', words: words(HARMLESS_EN) },
      { kind: 'completion', content: 'The user said she is underage and they talked about sex.' }
    )
    const first = await send('Do you remember what we talked about?')
    first.assertStatus(200)
    await eventually(async () => fake.requests.length === 2 && fake.requests[1].finished)
    assert.notProperty(fake.requests[1].body, 'stream')
    // The turns sent to be summarised are stored ones.
    assert.include(JSON.stringify(fake.requests[1].body.messages), 'Answer number 0.')
    assert.deepEqual(await summaryOf(), { summary: null, until: 0 })

    // Seven more turns later the next batch is due: the refused one is tried again with it.
    await db
      .from('chat_conversations')
      .where('id', conversationId)
      .update({ unsummarized_turns: 31 })
    fake.script(
      { kind: 'stream', words: words(HARMLESS_EN) },
      { kind: 'completion', content: 'They talk about their week and the sea.' }
    )
    const second = await send('Tell me more about the sea')
    second.assertStatus(200)
    const stored = await eventually(async () => {
      const now = await summaryOf()
      return now.summary ? now : false
    })
    if (!stored) throw new Error('no summary')
    assert.lengthOf(fake.requests, 4)
    assert.equal(stored.summary, 'They talk about their week and the sea.')
    assert.isAbove(stored.until, 0)
  })
})
