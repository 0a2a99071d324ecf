import { useEffect, useState } from 'react'

/** A seconds countdown (resend cooldown, post-verification redirect). */
export function useCountdown() {
  const [seconds, setSeconds] = useState(-1)
  useEffect(() => {
    if (seconds <= 0) return
    const timer = window.setTimeout(() => setSeconds((value) => value - 1), 1000)
    return () => window.clearTimeout(timer)
  }, [seconds])
  return { seconds, start: (from: number) => setSeconds(Math.max(0, Math.ceil(from))) }
}
