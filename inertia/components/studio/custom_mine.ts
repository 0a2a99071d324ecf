import { useCallback, useEffect, useState } from 'react'
import useSWR from 'swr'
import type { Data } from '@generated/data'
import { api } from '~/lib/api'
import { urlFor } from '~/lib/routes'
import { customRunningSeen } from '~/components/studio/custom_running'

/*
| "My custom generations": the user's custom requests of the last 24 hours, read with SWR
| (docs/decisions/0030-swr-for-polling.md).
*/

export type CustomGeneration = Data.Studio.CustomGeneration

export const isRunning = (item: CustomGeneration) =>
  item.status === 'pending' || item.status === 'processing'

/**
 * The list, starting from the page's copy (no fetch on mount), read every
 * `pollMs` while one runs. A failed read keeps the last list (SWR retries).
 */
export function useMine(initial: CustomGeneration[], pollMs: number) {
  const [running, setRunning] = useState(() => initial.some(isRunning))
  const { data, mutate } = useSWR(
    urlFor('custom_generation.mine'),
    () => api('custom_generation.mine').then((answer) => answer.data),
    {
      fallbackData: initial,
      revalidateOnMount: false,
      refreshWhenHidden: true,
      // A number that changes only when polling starts or stops: SWR re-arms its timer then.
      refreshInterval: running ? pollMs : 0,
      onSuccess: (items) => setRunning(items.some(isRunning)),
    }
  )
  // Told to the notices, which follow it on the pages the user goes to next.
  useEffect(() => {
    if (running) customRunningSeen(true)
  }, [running])
  const refresh = useCallback(() => void mutate(), [mutate])
  return { items: data, refresh }
}
