import { xsrfToken } from '~/lib/api'

/**
 * POSTs JSON and reads a Server-Sent Events answer with fetch (EventSource
 * cannot POST or send the CSRF header). A non-stream answer (a refusal with
 * its status, e.g. 402 or 422) comes back as `{ status, data }` instead.
 */
export type StreamEvent = { event: string; data: any }

export type StreamAnswer =
  { streamed: true; status: number } | { streamed: false; status: number; data: any }

export async function postEventStream(
  url: string,
  body: unknown,
  onEvent: (event: StreamEvent) => void,
  signal?: AbortSignal
): Promise<StreamAnswer> {
  const token = xsrfToken()
  const response = await fetch(url, {
    method: 'POST',
    credentials: 'same-origin',
    headers: {
      'Accept': 'text/event-stream, application/json',
      'Content-Type': 'application/json',
      ...(token ? { 'X-XSRF-TOKEN': token } : {}),
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
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader()
  let buffer = ''
  for (;;) {
    const { value, done } = await reader.read()
    if (done) break
    buffer += value
    let end: number
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, end)
      buffer = buffer.slice(end + 2)
      const parsed = parseBlock(block)
      if (parsed) onEvent(parsed)
    }
  }
  return { streamed: true, status: response.status }
}

/** One event block: `event:` and `data:` lines; comment lines (": ping") are skipped. */
export function parseBlock(block: string): StreamEvent | null {
  let event = 'message'
  const data: string[] = []
  for (const line of block.split('\n')) {
    if (line.startsWith(':')) continue
    if (line.startsWith('event:')) event = line.slice(6).trim()
    else if (line.startsWith('data:')) data.push(line.slice(5).replace(/^ /, ''))
  }
  if (!data.length) return null
  try {
    return { event, data: JSON.parse(data.join('\n')) }
  } catch {
    return null
  }
}
