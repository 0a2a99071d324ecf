import type { SWRConfiguration } from 'swr'

/**
 * What every client read that refetches or polls shares
 * (docs/decisions/0030-swr-for-polling.md): the `SWRConfig` value of each part of
 * the app that reads with SWR (the studio's request modal, the custom
 * generation page and its notices on other pages, the chat panel). They are chunks of their own, so SWR is
 * downloaded by the pages that use it and no other.
 *
 * Data queries retry once and do not refetch on window focus (a refetch
 * nobody asked for) — nor on reconnect, a refetch nobody asked for either. Polls say
 * their own pace (`refreshInterval`, a function of the latest answer where
 * the schedule depends on it). Each `SWRConfig` keeps its own cache
 * (`provider`): what a part reads starts from what the server sent with the
 * page it opens on, never from another page's leftovers.
 */
export const swrDefaults: SWRConfiguration = {
  errorRetryCount: 1,
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
  provider: () => new Map(),
}
