import { test } from '@japa/runner'
import { balanceOf } from '#ledger/queries/balance_of'
import { useChatPort } from '#ai/services/chat/chat_service'
import { OpenAiChatAdapter } from '#ai/services/chat/openai_chat_adapter'
import { sendChatMessage } from '#engagement/actions/send_chat_message'
import chatConfig from '#config/chat'
import type { OpenAiFake } from '#tests/fakes/openai_fake'
import {
  character,
  chatCost,
  eventsOf,
  forgetCharacters,
  key,
  lastRowOf,
  postChatStream,
  userWith,
} from './chat_helpers.js'
import {
  HARMLESS_EN as REPLY,
  startChatFake,
  stopChatFake,
  words,
} from './chat_moderation_helpers.js'

/*
| A reply's length is capped (in tokens by the server, in
| characters by us) and a cut reply is marked. Over HTTP against the
| loopback fake, asked with `Accept: text/event-stream` alone.
*/

test.group(
  'Chat turns: whole replies only, alternating history, capped length — the cap',
  (group) => {
    group.each.teardown(forgetCharacters)
    let fake: OpenAiFake
    group.each.setup(async () => {
      fake = await startChatFake()
      return () => stopChatFake(fake)
    })

    test('the token cap is sent by the name the server reads; a reply cut by it is marked', async ({
      client,
      assert,
    }) => {
      const model = await character()
      const user = await userWith(10)
      const cost = await chatCost()
      fake.script({ kind: 'stream', words: words(REPLY), finish: 'length' })
      const response = await postChatStream(
        client,
        user,
        model.id,
        { clientKey: key(), message: 'Tell me everything about the sea.' },
        { accept: 'text/event-stream' }
      )
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
        const response = await postChatStream(
          client,
          user,
          model.id,
          { clientKey: key(), message: 'Talk to me for as long as you like.' },
          { accept: 'text/event-stream' }
        )
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
  }
)

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
