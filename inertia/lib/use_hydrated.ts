import { useSyncExternalStore } from 'react'

const nothingChanges = () => () => {}

/**
 * False on the server and while React hydrates the server's markup, true
 * afterwards (and at once on later pages): for parts with nothing in that
 * markup (toasts, notices), which can then load their code after the page.
 */
export function useHydrated() {
  return useSyncExternalStore(
    nothingChanges,
    () => true,
    () => false
  )
}
