import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { useChatPort } from '#ai/services/chat/chat_service'
import { LocalChatAdapter } from '#ai/services/offline/chat/local_chat_adapter'
import type { ChatLanguage, ChatMessage } from '#ai/services/chat/chat_port'
import chatConfig from '#config/chat'
import { sessionOf } from '#tests/helpers/users'
import {
  character,
  eventsOf,
  forgetCharacters,
  key,
  userWith,
  workDuringGroup,
} from './chat_helpers.js'

/*
| `done` is sent once the reply is saved and charged;
| memory (facts, summary) is a job the worker runs afterwards, so neither
| that `done` nor the next message waits for a slow summary call.
*/

const SUMMARY_MS = 3000

/** The local engine, with a summary call as slow as a busy provider's. */
class SlowSummaries extends LocalChatAdapter {
  started = 0
  finished = 0
  async summarize(messages: ChatMessage[], language: ChatLanguage, signal: AbortSignal) {
    this.started++
    await new Promise((resolve) => setTimeout(resolve, SUMMARY_MS))
    this.finished++
    return super.summarize(messages, language, signal)
  }
}

test.group('Chat memory: a job after the reply, never in the way', (group) => {
  group.setup(workDuringGroup)
  group.each.teardown(forgetCharacters)
  let port: SlowSummaries
  const saved = { ...chatConfig }
  group.each.setup(() => {
    port = new SlowSummaries({ delayMs: 0 })
    useChatPort(port)
    // Every turn past the first leaves the window and is folded at once.
    chatConfig.recentTurns = 1
    chatConfig.summaryBatch = 1
    return () => {
      Object.assign(chatConfig, saved)
      useChatPort()
    }
  })

  test('done comes before the slow summary; the next message streams at once', async ({
    client,
    assert,
  }) => {
    const model = await character()
    const user = await userWith(10)
    const send = async (message: string) => {
      const started = performance.now()
      const response = await client
        .post(`/models/${model.id}/chat/stream`)
        .header('accept', 'text/event-stream')
        .withSession(sessionOf(user))
        .withCsrfToken()
        .json({ message, clientKey: key() })
      return { ms: performance.now() - started, events: eventsOf(response.text()) }
    }
    await send('Hi, my name is Carlos.')
    // The second turn sends the summary job (the first turn left the one-turn window).
    const second = await send('I live by the sea and I love sailing.')
    assert.equal(second.events.at(-1)!.event, 'done')
    assert.isBelow(second.ms, SUMMARY_MS / 2)
    const summarizing = performance.now()
    while (port.started === 0 && performance.now() - summarizing < 5000) {
      await new Promise((resolve) => setTimeout(resolve, 20))
    }
    assert.equal(port.started, 1, 'the worker is writing the summary')

    // While it writes, the next message is answered whole.
    const third = await send('What should we do this weekend?')
    assert.equal(third.events.at(-1)!.event, 'done')
    assert.isBelow(third.ms, SUMMARY_MS / 2)
    assert.equal(port.finished, 0, 'the summary was still being written')

    // Then the memory is there: the fact and the summary.
    const until = performance.now() + 15_000
    let row: { summary: string | null } | undefined
    while (performance.now() < until) {
      const result = await db.rawQuery(
        `SELECT c.summary, (SELECT count(*)::int FROM chat_facts f WHERE f.conversation_id = c.id) AS facts
         FROM chat_conversations c WHERE c.user_id = ?`,
        [user.id]
      )
      row = result.rows[0]
      if (result.rows[0]?.summary && result.rows[0].facts > 0) break
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    assert.isString(row?.summary)
  }).timeout(40_000)
})
