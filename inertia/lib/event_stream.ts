import { createParser } from 'eventsource-parser'

/**
 * POSTs JSON and reads a Server-Sent Events answer with fetch (EventSource
 * cannot POST or send the CSRF header). A non-stream answer (a refusal with
 * its status, e.g. 402 or 422) comes back as `{ status, data }` instead.
 * The stream itself is parsed by eventsource-parser (CRLF and CR line ends,
 * comments, multi-line data, a BOM, chunks cut anywhere); each event's data
 * is JSON here.
 */
export type StreamEvent = { event: string; data: any }

export type StreamAnswer =
  { streamed: true; status: number } | { streamed: false; status: number; data: any }

export async function postEventStream(
  url: string,
  body: unknown,
  onEvent: (event: StreamEvent) => void,
  signal?: AbortSignal,
  /** The caller's own, e.g. the CSRF token (~/lib/csrf). */
  headers: Record<string, string> = {}
): Promise<StreamAnswer> {
  const response = await fetch(url, {
    method: 'POST',
    credentials: 'same-origin',
    headers: {
      'Accept': 'text/event-stream, application/json',
      'Content-Type': 'application/json',
      ...headers,
    },
    body: JSON.stringify(body),
    signal,
  })
  if (!response.headers.get('content-type')?.startsWith('text/event-stream') || !response.body) {
    return {
      streamed: false,
      status: response.status,
      data: await response.json().catch(() => null),
    }
  }
  const parser = eventParser(onEvent)
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader()
  for (;;) {
    const { value, done } = await reader.read()
    if (done) break
    parser.feed(value)
  }
  return { streamed: true, status: response.status }
}

/**
 * A parser to feed with the stream's text, chunk by chunk; it calls
 * `onEvent` with each complete event whose data is JSON (others, and
 * comments such as ": ping", are skipped). An event not ended by a blank
 * line when the stream closes is dropped, as EventSource does.
 */
export function eventParser(onEvent: (event: StreamEvent) => void) {
  return createParser({
    onEvent(message) {
      let data: unknown
      try {
        data = JSON.parse(message.data)
      } catch {
        return
      }
      onEvent({ event: message.event || 'message', data })
    },
  })
}
