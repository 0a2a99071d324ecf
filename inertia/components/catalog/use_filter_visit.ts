import { router } from '@inertiajs/react'
import { useRef, useState } from 'react'

export type QueryValues = Record<string, string | number | null | undefined>

/** The query string of a filtered list, leaving out defaults and blanks (short, shareable links). */
export function listHref(path: string, values: QueryValues, defaults: QueryValues = {}) {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(values)) {
    if (value === null || value === undefined || value === '') continue
    if (defaults[key] !== undefined && String(defaults[key]) === String(value)) continue
    params.set(key, String(value))
  }
  const query = params.toString()
  return query ? `${path}?${query}` : path
}

type Change<F> = Partial<F> | ((current: F) => F)

/**
 * A filtered list's state, kept in the browser while its visit is in flight. Each change builds on
 * the latest requested filters (not on the props of the last answer), so a second change made
 * before the first answer keeps the first; Once the newest visit lands, the server's (normalised)
 * filters are the truth again.
 */
export function useFilters<F extends object>(server: F, hrefOf: (filters: F) => string) {
  const [failed, setFailed] = useState(false)
  const [pending, setPending] = useState<F | null>(null)
  // Read and written synchronously: two changes in one event both see the first.
  const latest = useRef<F | null>(null)
  const visits = useRef(0)

  const visit = (next: F) => {
    const id = ++visits.current
    latest.current = next
    setPending(next)
    setFailed(false)
    const settle = () => {
      if (id !== visits.current) return
      latest.current = null
      setPending(null)
    }
    router.get(
      hrefOf(next),
      {},
      {
        preserveState: true,
        preserveScroll: true,
        replace: true,
        onSuccess: settle,
        onNetworkError: () => {
          if (id === visits.current) setFailed(true)
          return false
        },
        onHttpException: () => {
          if (id === visits.current) setFailed(true)
          return false
        },
      }
    )
  }

  const change = (update: Change<F>) => {
    const current = latest.current ?? server
    visit(typeof update === 'function' ? update(current) : { ...current, ...update })
  }

  const retry = () => {
    if (latest.current) visit(latest.current)
    else router.reload()
  }

  return { filters: pending ?? server, change, failed, retry }
}
