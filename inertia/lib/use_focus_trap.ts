import { useLayoutEffect, type RefObject } from 'react'

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',')

/** Open traps, innermost last: only the innermost one (a modal over a modal) handles Tab. */
const open: HTMLElement[] = []

function focusablesIn(root: HTMLElement) {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) => element.getClientRects().length > 0
  )
}

/**
 * Keeps keyboard focus inside `ref` while `active`: Tab from the last
 * control goes to the first, Shift+Tab from the first to the last, and focus
 * that escaped (a click on the page behind) comes back on the next Tab.
 */
export function useFocusTrap(ref: RefObject<HTMLElement | null>, active = true) {
  // A layout effect: the trap holds from the moment the dialog shows (a plain
  // effect may run a frame after the paint).
  useLayoutEffect(() => {
    const root = ref.current
    if (!active || !root) return
    open.push(root)
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Tab' || open[open.length - 1] !== root) return
      const items = focusablesIn(root)
      const current = document.activeElement as HTMLElement | null
      const inside = !!current && root.contains(current) && current !== root
      if (!items.length) {
        event.preventDefault()
        root.focus()
        return
      }
      const first = items[0]
      const last = items[items.length - 1]
      if (event.shiftKey && (!inside || current === first)) {
        event.preventDefault()
        last.focus()
      } else if (!event.shiftKey && (!inside || current === last)) {
        event.preventDefault()
        first.focus()
      }
    }
    document.addEventListener('keydown', onKeyDown)
    return () => {
      document.removeEventListener('keydown', onKeyDown)
      open.splice(open.indexOf(root), 1)
    }
  }, [ref, active])
}
