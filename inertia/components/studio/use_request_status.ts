import { useEffect, useRef, useState } from 'react'
import { sendJson } from '~/lib/api'
import type { Data } from '@generated/data'

/** The status answer with the request of either kind under one name. */
export type StatusAnswer = Omit<Data.Studio.RequestStatus, 'success' | 'photo' | 'video'> & {
  view: Data.Studio.StudioRequest
}

/**
 * Follows a request the server is working on: asks its status every
 * `intervalMs` (product.md §4: 5 s for a video) until it completes or fails,
 * and keeps a clock of the elapsed time between answers. A lost connection
 * is shown and retried, never taken for a failure: the server decides that.
 */
export function useRequestStatus(
  kind: 'photo' | 'video',
  taskId: string | null,
  intervalMs: number,
  onSettled: (answer: StatusAnswer) => void
) {
  const [answer, setAnswer] = useState<StatusAnswer | null>(null)
  const [offline, setOffline] = useState(false)
  const [elapsed, setElapsed] = useState(0)
  const settled = useRef(onSettled)
  useEffect(() => {
    settled.current = onSettled
  })

  useEffect(() => {
    if (!taskId) return
    let live = true
    let timer: ReturnType<typeof setTimeout> | undefined
    const started = Date.now()
    let base = { seconds: 0, at: started }
    const clock = setInterval(() => {
      setElapsed(base.seconds + Math.round((Date.now() - base.at) / 1000))
    }, 1000)
    const ask = async () => {
      const { status, data } = await sendJson<Data.Studio.RequestStatus>(
        'GET',
        `/${kind}s/status/${taskId}`
      )
      if (!live) return
      if (status !== 200 || !data?.success) {
        setOffline(true)
        timer = setTimeout(ask, intervalMs)
        return
      }
      setOffline(false)
      const next: StatusAnswer = {
        status: data.status,
        stage: data.stage,
        elapsedSeconds: data.elapsedSeconds,
        message: data.message,
        balance: data.balance,
        view: (kind === 'video' ? data.video : data.photo)!,
      }
      base = { seconds: next.elapsedSeconds, at: Date.now() }
      setElapsed(next.elapsedSeconds)
      setAnswer(next)
      if (next.status === 'completed' || next.status === 'failed') {
        clearInterval(clock)
        settled.current(next)
      } else {
        timer = setTimeout(ask, intervalMs)
      }
    }
    timer = setTimeout(ask, Math.min(intervalMs, 1000))
    return () => {
      live = false
      clearTimeout(timer)
      clearInterval(clock)
    }
  }, [kind, taskId, intervalMs])

  return { answer, offline, elapsed }
}

/** 75 → "1:15" (minutes:seconds), for the elapsed-time line. */
export function clockText(seconds: number) {
  const minutes = Math.floor(seconds / 60)
  return `${minutes}:${String(seconds % 60).padStart(2, '0')}`
}
