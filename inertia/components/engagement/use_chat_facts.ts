import useSWR from 'swr'
import { apiGet } from '~/lib/api'
import { urlFor } from '~/lib/routes'
import type { Data } from '@generated/data'

type Facts = Data.Engagement.ChatFact[]

/**
 * "Things she remembers about you" (SWR, docs/decisions/swr-for-polling.md):
 * the facts the page came with, read again from the server whenever the
 * memory panel opens (`fresh`) — the server also pins facts it reads in the
 * user's messages (app/engagement/actions/remember_chat_facts.ts), so what the page
 * came with goes stale as the chat goes on. The panel and the count on its
 * button share one cache entry; adding or forgetting a fact writes the
 * server's answer into it.
 */
export function useChatFacts(modelId: number, initial: Facts, options: { fresh?: boolean } = {}) {
  const { data, mutate } = useSWR(
    ['chat-facts', urlFor('chat.messages', { id: modelId })],
    ([, url]) => apiGet<Data.Engagement.ChatState>(url).then((state) => state.conversation.facts),
    { fallbackData: initial, revalidateOnMount: !!options.fresh, revalidateIfStale: false }
  )
  return {
    facts: data,
    /** The list after a change the server confirmed: shown at once, not fetched again. */
    set: (facts: Facts) => mutate(facts, { revalidate: false }),
  }
}
