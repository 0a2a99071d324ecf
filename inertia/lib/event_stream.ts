import { apiFetch, type ApiCall, type ApiRoute } from './api.js'
import { eventParser, type StreamEvent } from './event_parser.js'

/**
 * POSTs JSON to a named route and reads a Server-Sent Events answer (EventSource cannot POST or
 * send the CSRF header). 402 or 422) comes back as `{ status, data }` instead.
 */
export type StreamAnswer =
  { streamed: true; status: number } | { streamed: false; status: number; data: any }

export async function postEventStream<N extends ApiRoute>(
  name: N,
  call: ApiCall<N>,
  onEvent: (event: StreamEvent) => void
): Promise<StreamAnswer> {
  const response = await apiFetch(name, {
    ...call,
    accept: 'text/event-stream, application/json',
    timeoutMs: null,
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
