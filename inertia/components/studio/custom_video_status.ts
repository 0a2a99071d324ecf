import { useEffect, useRef, useState } from 'react'
import { sendJson } from '~/lib/api'
import {
  nextStep,
  type NextStep,
  type PollDelays,
  type VideoStatusAnswer,
} from '~/components/studio/custom_poll_rules'

export type { NextStep, PollDelays, VideoStatusAnswer }

/**
 * Follows a custom generation task: the first check after `firstMs`, then
 * as nextStep says, until it completes or fails. `onEnd` gets the last step
 * and the last answer (its balance shows points given back).
 */
export function useCustomVideoStatus(
  taskId: string | null,
  delays: PollDelays,
  onEnd: (step: Exclude<NextStep, { kind: 'again' }>, answer: VideoStatusAnswer | null) => void
) {
  const [attempt, setAttempt] = useState(0)
  const ended = useRef(onEnd)
  useEffect(() => {
    ended.current = onEnd
  })
  useEffect(() => {
    if (!taskId) return
    let timer: ReturnType<typeof setTimeout> | undefined
    let stopped = false
    const check = async (n: number) => {
      setAttempt(n)
      const url = `/api/custom-generation/video-status/${encodeURIComponent(taskId)}?attempt=${n}`
      const { status, data } = await sendJson<VideoStatusAnswer>('GET', url)
      if (stopped) return
      const answer = status === 0 || !data || typeof data !== 'object' ? null : data
      const step = nextStep(
        status >= 400 && answer ? { ...answer, success: false } : answer,
        n,
        delays
      )
      if (step.kind === 'again') timer = setTimeout(() => check(n + 1), step.delayMs)
      else ended.current(step, answer)
    }
    timer = setTimeout(() => check(1), delays.firstMs)
    return () => {
      stopped = true
      clearTimeout(timer)
    }
  }, [taskId, delays])
  return attempt
}
