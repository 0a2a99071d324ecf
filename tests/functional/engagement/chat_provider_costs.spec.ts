import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { costMicrosOf } from '#ai/actions/record_ai_usage'
import { useChatPort } from '#ai/services/chat/chat_service'
import { OpenAiChatAdapter } from '#ai/services/chat/openai_chat_adapter'
import { sendChatMessage } from '#engagement/actions/send_chat_message'
import { balanceOf } from '#ledger/queries/balance_of'
import { OpenAiFake } from '#tests/fakes/openai_fake'
import { character, forgetCharacters, key, openHolds, userWith } from './chat_helpers.js'

const REPLY = 'Of course I remember you, it is so nice to see you again today.'.split(' ')

test.group('Chat through OpenAI: configuration errors, usage and regenerate', (group) => {
  group.each.teardown(forgetCharacters)
  let fake: OpenAiFake
  let apiKey = 'sk-test'
  group.each.setup(async () => {
    fake = await new OpenAiFake({ apiKey: 'sk-test' }).start()
    useChatPort(
      new OpenAiChatAdapter({
        baseUrl: fake.url,
        model: 'gpt-6-luna',
        apiKey,
        timeoutMs: 2000,
        maxTokens: 200,
      })
    )
    return async () => {
      apiKey = 'sk-test'
      useChatPort()
      await fake.stop()
    }
  })

  test('a wrong key: "temporarily unavailable", points intact, and the next message sends nothing', async ({
    assert,
  }) => {
    apiKey = 'sk-wrong'
    useChatPort(
      new OpenAiChatAdapter({
        baseUrl: fake.url,
        model: 'gpt-6-luna',
        apiKey,
        timeoutMs: 2000,
        maxTokens: 200,
      })
    )
    const model = await character()
    const user = await userWith(5, 'es')
    const send = (message: string) =>
      sendChatMessage({
        userId: user.id,
        modelId: model.id,
        language: 'es',
        clientKey: key(),
        message,
      })
    for (const message of ['Hola', 'Hola otra vez']) {
      await assert.rejects(() => send(message), /chat\.errors\.unavailable/)
    }
    assert.lengthOf(fake.requests, 1)
    assert.equal(await balanceOf(user.id), 5)
    assert.equal(await openHolds(user.id), 0)
  })

  test('each reply records its usage and cost, for the reply it was', async ({ assert }) => {
    const model = await character()
    const user = await userWith(5)
    fake.script({ kind: 'stream', words: REPLY })
    const result = await sendChatMessage({
      userId: user.id,
      modelId: model.id,
      language: 'en',
      clientKey: key(),
      message: 'Do you remember me?',
    })
    const rows = await db
      .from('ai_usage')
      .where({ purpose: 'chat_reply', subject_id: result.reply.id })
    assert.lengthOf(rows, 1)
    const [row] = rows
    assert.equal(row.user_id, user.id)
    assert.equal(row.port, 'chat')
    assert.equal(row.provider, new URL(fake.url).host)
    assert.equal(row.model, 'gpt-6-luna')
    assert.isAbove(row.input_tokens, 0)
    assert.equal(row.output_tokens, REPLY.length)
    const expected = costMicrosOf({
      ...row,
      port: 'chat',
      inputTokens: row.input_tokens,
      outputTokens: row.output_tokens,
      purpose: 'chat_reply',
    })
    assert.isAbove(expected, 0)
    assert.equal(Number(row.cost_micros), expected)
    // Append-only: a cost report is not edited after the fact.
    await assert.rejects(() => db.from('ai_usage').where('id', row.id).update({ cost_micros: 0 }))
  })

  test('a paid regenerate sends another request: the earlier reply to avoid, a seed', async ({
    assert,
  }) => {
    const model = await character()
    const user = await userWith(10)
    fake.script({ kind: 'stream', words: REPLY }, { kind: 'stream', words: REPLY.toReversed() })
    const first = await sendChatMessage({
      userId: user.id,
      modelId: model.id,
      language: 'en',
      clientKey: key(),
      message: 'Do you remember me?',
    })
    await sendChatMessage({
      userId: user.id,
      modelId: model.id,
      language: 'en',
      clientKey: key(),
      regenerateOf: first.userMessage.id,
    })
    const [asked, again] = fake.requests.filter((request) => request.body.stream).map((r) => r.body)
    assert.notDeepEqual(again, asked)
    assert.include(again.messages[0].content, REPLY.join(' '))
    assert.notInclude(asked.messages[0].content, REPLY.join(' '))
    assert.equal(again.seed, 1)
  })
})
