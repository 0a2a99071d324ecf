import { useEffect, useRef, useState } from 'react'

/**
 * A seconds countdown (resend cooldown, post-verification redirect), read from its deadline on
 * every tick rather than counted down one by one: a hidden tab runs its timers late, and the button
 * must free itself when the server's wait is over, not later.
 */
export function useCountdown() {
  const [seconds, setSeconds] = useState(-1)
  const [tick, setTick] = useState(0)
  const deadline = useRef(0)
  useEffect(() => {
    if (seconds <= 0) return
    const left = deadline.current - Date.now()
    const timer = window.setTimeout(
      () => {
        setSeconds(Math.max(0, Math.ceil((deadline.current - Date.now()) / 1000)))
        setTick((value) => value + 1)
      },
      left > 0 ? left % 1000 || 1000 : 0
    )
    return () => window.clearTimeout(timer)
  }, [seconds, tick])
  return {
    seconds,
    start: (from: number) => {
      deadline.current = Date.now() + Math.max(0, from) * 1000
      setSeconds(Math.max(0, Math.ceil(from)))
    },
  }
}
