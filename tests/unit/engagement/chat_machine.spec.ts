import { test } from '@japa/runner'
import {
  chatReducer,
  initialChatState,
  type ChatEvent,
  type ChatState,
} from '../../../inertia/components/engagement/chat_machine.js'

/* The chat panel's state through the steps of a turn, as the stream's events move it. */
type Message = ChatState['messages'][number]
const message = (fields: Partial<Message> & Pick<Message, 'id' | 'sender'>): Message => ({
  content: '',
  timestamp: '2026-11-28T12:00:00.000Z',
  status: 'complete',
  replyToId: null,
  languageNotice: false,
  truncated: false,
  ...fields,
})
const start = initialChatState({
  conversation: { messages: [] },
  balance: 10,
  cost: 1,
} as never)
const run = (...events: ChatEvent[]) => events.reduce(chatReducer, start)

test.group('Chat panel: its state through a turn', () => {
  test('a message streamed and answered: the saved message replaces the draft', ({ assert }) => {
    const temp = message({ id: -1, sender: 'user', content: 'hola' })
    const saved = message({ id: 7, sender: 'user', content: 'hola' })
    const reply = message({ id: 8, sender: 'model', content: 'Hola!', replyToId: 7 })
    const streaming = run(
      { type: 'begin', replyTo: null, temp },
      { type: 'started', userMessage: saved, tempId: -1, cost: 2 },
      { type: 'delta', text: 'Ho' },
      { type: 'delta', text: 'la!' }
    )
    assert.isTrue(streaming.busy)
    assert.deepEqual(streaming.streaming, { replyTo: 7, text: 'Hola!' })
    assert.equal(streaming.price, 2)
    const ended = run(
      { type: 'begin', replyTo: null, temp },
      { type: 'started', userMessage: saved, tempId: -1, cost: 2 },
      { type: 'replied', reply },
      { type: 'replied', reply },
      { type: 'ended' }
    )
    assert.deepEqual(
      ended.messages.map((m) => m.id),
      [7, 8]
    )
    assert.isFalse(ended.busy)
    assert.isNull(ended.streaming)
  })

  test('a failed turn marks its message, unless an earlier reply answered it', ({ assert }) => {
    const asked = message({ id: 7, sender: 'user' })
    const failed = run(
      { type: 'begin', replyTo: null, temp: asked },
      { type: 'turnFailed', replyTo: 7 }
    )
    assert.equal(failed.messages[0].status, 'failed')
    const answered = run(
      { type: 'begin', replyTo: null, temp: asked },
      { type: 'replied', reply: message({ id: 8, sender: 'model', replyToId: 7 }) },
      { type: 'begin', replyTo: 7 },
      { type: 'turnFailed', replyTo: 7 }
    )
    assert.equal(answered.messages[0].status, 'complete')
  })

  test('a send the server never took leaves the list; a problem is shown then dismissed', ({
    assert,
  }) => {
    const withdrawn = run(
      { type: 'begin', replyTo: null, temp: message({ id: -1, sender: 'user' }) },
      { type: 'withdrawn', tempId: -1 },
      { type: 'problem', problem: { message: 'down', status: 503 } },
      { type: 'ended' }
    )
    assert.lengthOf(withdrawn.messages, 0)
    assert.equal(withdrawn.problem?.message, 'down')
    const next = chatReducer(withdrawn, { type: 'begin', replyTo: null })
    assert.isNull(next.problem, 'a new turn clears the problem')
  })

  test('a stopped reply keeps what it said; clearing empties the conversation', ({ assert }) => {
    const stopped = run({ type: 'stoppedSaid', replyTo: 7, text: 'Hal' })
    assert.deepEqual(stopped.stopped, { 7: 'Hal' })
    assert.deepEqual(chatReducer(stopped, { type: 'cleared' }).stopped, {})
  })
})
