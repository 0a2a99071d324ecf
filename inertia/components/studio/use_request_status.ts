import { useCallback, useEffect, useRef, useState } from 'react'
import useSWR, { type SWRConfiguration } from 'swr'
import { api } from '~/lib/api'
import { urlFor } from '~/lib/routes'
import type { Data } from '@generated/data'

/** The status answer with the request of either kind under one name. */
export type StatusAnswer = Omit<Data.Studio.RequestStatus, 'success' | 'photo' | 'video'> & {
  view: Data.Studio.StudioRequest
  /** When this answer arrived (the elapsed clock counts on from it). */
  receivedAt: number
}

const isSettled = (answer: StatusAnswer | undefined) =>
  answer?.status === 'completed' || answer?.status === 'failed'

/**
 * Follows a request the server is working on (SWR, docs/decisions/0030-swr-for-polling.md): its status
 * every `intervalMs` (5 s for a video) until it completes or fails — `refreshInterval` reads the
 * latest answer and stops there. A lost connection is shown and retried at the same pace, never
 * taken for a failure:
 */
export function useRequestStatus(
  kind: 'photo' | 'video',
  taskId: string | null,
  intervalMs: number,
  onSettled: (answer: StatusAnswer) => void
) {
  const settled = useRef(onSettled)
  useEffect(() => {
    settled.current = onSettled
  })

  const key = taskId
    ? urlFor(kind === 'video' ? 'videos.status' : 'photos.status', { taskId })
    : null
  // Stable functions: SWR restarts its polling timer when refreshInterval changes.
  const refreshInterval = useCallback(
    (latest?: StatusAnswer) => (isSettled(latest) ? 0 : intervalMs),
    [intervalMs]
  )
  const onErrorRetry = useCallback<NonNullable<SWRConfiguration['onErrorRetry']>>(
    (_error, _key, _config, revalidate, options) => {
      setTimeout(() => revalidate(options), intervalMs)
    },
    [intervalMs]
  )
  const { data: answer, error } = useSWR(key, () => askStatus(taskId!, kind), {
    refreshInterval,
    onErrorRetry,
    refreshWhenHidden: true,
    dedupingInterval: 0,
  })

  const reported = useRef<string | null>(null)
  useEffect(() => {
    if (!taskId || !answer || !isSettled(answer) || reported.current === taskId) return
    reported.current = taskId
    settled.current(answer)
  }, [taskId, answer])

  const elapsed = useElapsed(taskId, answer)
  return { answer: answer ?? null, offline: !!error, elapsed }
}

async function askStatus(taskId: string, kind: 'photo' | 'video'): Promise<StatusAnswer> {
  const data = (await api(kind === 'video' ? 'videos.status' : 'photos.status', {
    params: { taskId },
  })) as Data.Studio.RequestStatus
  return {
    status: data.status,
    stage: data.stage,
    elapsedSeconds: data.elapsedSeconds,
    message: data.message,
    balance: data.balance,
    view: (kind === 'video' ? data.video : data.photo)!,
    receivedAt: Date.now(),
  }
}

/** Seconds since the request started: the server's count at its last answer, plus local time since. */
function useElapsed(taskId: string | null, answer: StatusAnswer | undefined) {
  const [clock, setClock] = useState<{ taskId: string; startedAt: number; now: number } | null>(
    null
  )
  const running = !!taskId && !isSettled(answer)
  useEffect(() => {
    if (!taskId || !running) return
    const tick = () =>
      setClock((current) => {
        const now = Date.now()
        return current?.taskId === taskId ? { ...current, now } : { taskId, startedAt: now, now }
      })
    tick()
    const timer = setInterval(tick, 1000)
    return () => clearInterval(timer)
  }, [taskId, running])
  if (!taskId || !clock || clock.taskId !== taskId) return answer?.elapsedSeconds ?? 0
  if (!answer) return Math.round((clock.now - clock.startedAt) / 1000)
  if (!running) return answer.elapsedSeconds
  return answer.elapsedSeconds + Math.max(0, Math.round((clock.now - answer.receivedAt) / 1000))
}

/** 75 → "1:15" (minutes:seconds), for the elapsed-time line. */
export function clockText(seconds: number) {
  const minutes = Math.floor(seconds / 60)
  return `${minutes}:${String(seconds % 60).padStart(2, '0')}`
}
