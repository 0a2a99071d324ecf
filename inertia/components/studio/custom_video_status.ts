import { useCallback, useEffect, useRef } from 'react'
import useSWR from 'swr'
import { ApiError, api } from '~/lib/api'
import { urlFor } from '~/lib/routes'
import {
  nextStep,
  type NextStep,
  type PollDelays,
  type VideoStatusAnswer,
} from '~/components/studio/custom_poll_rules'

export type { NextStep, PollDelays, VideoStatusAnswer }

/** One check: its number (the server reads it as `?attempt=`), the answer, what comes next. */
type Check = { attempt: number; answer: VideoStatusAnswer | null; step: NextStep }

/**
 * Follows a custom generation task with SWR (docs/decisions/0030-swr-for-polling.md), on the page's
 * schedule: nothing on mount, the first check after `firstMs`, then what nextStep says after each
 * answer (15 s while in progress, 10 s awaiting a URL, up to the maximum of attempts; after a
 * failed look, again and again, backing off) — SWR's `refreshInterval` as a function of the latest
 * check, 0 once it ends. `immediate` checks at once (a task the page resumes after a reload:
 */
export function useCustomVideoStatus(
  taskId: string | null,
  delays: PollDelays,
  onEnd: (step: Exclude<NextStep, { kind: 'again' }>, answer: VideoStatusAnswer | null) => void,
  immediate = false
) {
  const ended = useRef(onEnd)
  useEffect(() => {
    ended.current = onEnd
  })

  const checks = useRef({ taskId, count: 0, failedLooks: 0 })
  const check = async (): Promise<Check> => {
    if (!taskId) throw new Error('no task')
    if (checks.current.taskId !== taskId) checks.current = { taskId, count: 0, failedLooks: 0 }
    const attempt = ++checks.current.count
    const answer = await lookAt(taskId, attempt)
    checks.current.failedLooks = answer ? 0 : checks.current.failedLooks + 1
    const step = nextStep(answer, attempt, delays, checks.current.failedLooks)
    return { attempt, answer, step }
  }

  // Stable: SWR restarts its polling timer when refreshInterval changes.
  const refreshInterval = useCallback(
    (latest?: Check) =>
      !latest ? delays.firstMs : latest.step.kind === 'again' ? latest.step.delayMs : 0,
    [delays]
  )
  const { data } = useSWR(taskId ? urlFor('custom_generation.status', { taskId }) : null, check, {
    refreshInterval,
    revalidateOnMount: immediate,
    refreshWhenHidden: true,
    dedupingInterval: 0,
    // A failed check is an answer here (nextStep ends on it), never retried.
    shouldRetryOnError: false,
  })

  const reported = useRef<string | null>(null)
  useEffect(() => {
    if (!taskId || !data || data.step.kind === 'again' || reported.current === taskId) return
    reported.current = taskId
    ended.current(data.step, data.answer)
  }, [taskId, data])

  return data?.attempt ?? 0
}

/** One look: the answer, a refusal as `success: false`, or null when the look itself failed. */
async function lookAt(taskId: string, attempt: number): Promise<VideoStatusAnswer | null> {
  try {
    const params = { taskId }
    return (await api('custom_generation.status', {
      params,
      query: { attempt },
    })) as VideoStatusAnswer
  } catch (caught) {
    // No answer, a server error or an unreadable one: a failed look, tried again (nextStep).
    if (!(caught instanceof ApiError) || caught.reason !== 'refused' || caught.status >= 500)
      return null
    return { ...(caught.data as VideoStatusAnswer), success: false }
  }
}
