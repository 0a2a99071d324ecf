import { test } from '@japa/runner'
import { eventParser, type StreamEvent } from '../../../inertia/lib/event_parser.js'

/** Feeds the chunks in order and returns the events the parser handed out. */
function parse(chunks: string[]) {
  const events: StreamEvent[] = []
  const parser = eventParser((event) => events.push(event))
  for (const chunk of chunks) parser.feed(chunk)
  return events
}

test.group('Browser SSE parsing (eventsource-parser)', () => {
  test('named events with JSON data, as the chat stream writes them', ({ assert }) => {
    const stream = 'event: start\ndata: {"id":1}\n\nevent: delta\ndata: {"text":"Hi"}\n\n'
    assert.deepEqual(parse([stream]), [
      { event: 'start', data: { id: 1 } },
      { event: 'delta', data: { text: 'Hi' } },
    ])
  })

  test('chunks cut anywhere, even inside a line or between \\r and \\n', ({ assert }) => {
    const stream =
      'event: delta\r\ndata: {"text":"é"}\r\n\r\nevent: done\r\ndata: {"ok":true}\r\n\r\n'
    const everyCut = stream.split('')
    assert.deepEqual(parse(everyCut), [
      { event: 'delta', data: { text: 'é' } },
      { event: 'done', data: { ok: true } },
    ])
  })

  test('comments (the keep-alive ping) are skipped; an unnamed event is a message', ({
    assert,
  }) => {
    assert.deepEqual(parse([': ping\n\n', 'data: [1,\ndata: 2]\n\n']), [
      { event: 'message', data: [1, 2] },
    ])
  })

  test('data that is not JSON, and an event cut off by the end of the stream, are dropped', ({
    assert,
  }) => {
    assert.deepEqual(parse(['data: not json\n\n', 'event: done\ndata: {"ok":true}']), [])
  })
})
