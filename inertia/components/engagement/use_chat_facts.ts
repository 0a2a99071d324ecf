import { useCallback, useEffect, useRef } from 'react'
import useSWR from 'swr'
import { api } from '~/lib/api'
import { urlFor } from '~/lib/routes'
import type { Data } from '@generated/data'

type Facts = Data.Engagement.ChatFact[]

// Waits before each new read after a turn that pins facts: a busy worker can take a minute.
const FOLLOW_MS = [300, 700, 1500, 3000, 5000, 8000, 10_000, 15_000, 15_000]
const idsOf = (facts: Facts | undefined) => (facts ?? []).map((fact) => fact.id).join()

/**
 * "Things she remembers about you" (SWR, docs/decisions/0030-swr-for-polling.md): the facts the
 * page came with, read again from the server whenever the memory panel opens (`fresh`) and after a
 * turn whose message the server pins facts from (`follow`;
 * app/engagement/actions/remember_chat_facts.ts).
 */
export function useChatFacts(modelId: number, initial: Facts, options: { fresh?: boolean } = {}) {
  const { data, mutate } = useSWR(
    ['chat-facts', urlFor('chat.messages', { id: modelId })],
    () =>
      api('chat.messages', { params: { id: modelId } }).then((state) => state.conversation.facts),
    { fallbackData: initial, revalidateOnMount: !!options.fresh, revalidateIfStale: false }
  )
  const shown = useRef(data)
  useEffect(() => {
    shown.current = data
  }, [data])

  /**
   * The memory job pins a message's facts moments after its reply: they are
   * read again until the list changes (or the last wait is over), so the
   * count on the button follows without opening the panel.
   */
  const follow = useCallback(async () => {
    const before = idsOf(shown.current)
    for (const wait of FOLLOW_MS) {
      await new Promise((resolve) => setTimeout(resolve, wait))
      const read = await mutate().catch(() => undefined)
      if (read && idsOf(read) !== before) return
    }
  }, [mutate])

  return {
    facts: data,
    follow,
    /** The list after a change the server confirmed: shown at once, not fetched again. */
    set: (facts: Facts) => mutate(facts, { revalidate: false }),
  }
}
