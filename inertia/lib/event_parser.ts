import { createParser } from 'eventsource-parser'

export type StreamEvent = { event: string; data: any }

/**
 * A parser to feed with the stream's text, chunk by chunk; it calls `onEvent` with each complete
 * event whose data is JSON (others, and comments such as ": ping", are skipped).
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
