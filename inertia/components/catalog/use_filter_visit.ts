import { router } from '@inertiajs/react'
import { useCallback, useRef, useState } from 'react'

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

/**
 * Filter changes as Inertia visits that replace the URL (so the URL always
 * reproduces the view) and keep the panel's state. A network failure or a
 * non-Inertia answer sets `failed`; `retry` repeats the last visit.
 */
export function useFilterVisit() {
  const [failed, setFailed] = useState(false)
  const last = useRef<string | null>(null)

  const visit = useCallback((href: string) => {
    last.current = href
    setFailed(false)
    router.get(
      href,
      {},
      {
        preserveState: true,
        preserveScroll: true,
        replace: true,
        onNetworkError: () => {
          setFailed(true)
          return false
        },
        onHttpException: () => {
          setFailed(true)
          return false
        },
      }
    )
  }, [])

  const retry = useCallback(() => {
    if (last.current) visit(last.current)
    else router.reload()
  }, [visit])

  return { visit, failed, retry }
}
