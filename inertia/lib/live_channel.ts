/**
 * Tabs of one browser tell each other what changed (a favourite changed here reloads the favourites
 * there), through a BroadcastChannel: no server round trip, no polling. A tab never receives its
 * own messages, so the sender updates itself directly.
 */
export type LiveMessage =
  | { type: 'favorites'; userId: number; modelId: number; isFavorite: boolean }
  | { type: 'balance'; userId: number; balance: number }

const CHANNEL_NAME = 'velvet-live'

let channel: BroadcastChannel | null | undefined

function open() {
  // Not during SSR, and not in browsers without the API (they simply stay unsynced).
  if (channel === undefined) {
    channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL_NAME)
  }
  return channel
}

export function publish(message: LiveMessage) {
  open()?.postMessage(message)
}

/** Returns the unsubscribe function (an effect's cleanup). */
export function subscribe(listener: (message: LiveMessage) => void) {
  const opened = open()
  if (!opened) return () => {}
  const onMessage = (event: MessageEvent<LiveMessage>) => listener(event.data)
  opened.addEventListener('message', onMessage)
  return () => opened.removeEventListener('message', onMessage)
}
