import { usePage } from '@inertiajs/react'
import { useCallback, useEffect, useRef, useState } from 'react'
import toast from 'react-hot-toast'
import { useTranslation } from '~/lib/use_translation'
import type { Data } from '@generated/data'
import { downloadName, type CustomOutcome } from '~/components/studio/custom_result_modal'
import { submitCustom } from '~/components/studio/custom_submit'
import {
  useCustomVideoStatus,
  type NextStep,
  type PollDelays,
  type VideoStatusAnswer,
} from '~/components/studio/custom_video_status'
import { isRunning } from '~/components/studio/custom_mine'
import { markSeen } from '~/components/studio/custom_notice_toast'
import { announceBalance } from '~/lib/live_balance'
import type { SharedProps } from '~/types'

export type Kind = 'photo' | 'video'
type Task = { id: string; kind: Kind; resumed: boolean }

const newKey = () => crypto.randomUUID().replaceAll('-', '')

/**
 * The custom generation page's ask-and-follow flow: sends the form, follows a task (SWR) and shows
 * its outcome. A paid request is never lost. the progress shows again, checked at once.
 */
export function useCustomFlow(props: {
  poll: PollDelays
  mine: Data.Studio.CustomGeneration[] | null
  changed: () => void
}) {
  const { t } = useTranslation()
  const { user } = usePage<SharedProps>().props
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [outcome, setOutcome] = useState<CustomOutcome | null>(null)
  const [task, setTask] = useState<Task | null>(null)
  const [resultKind, setResultKind] = useState<Kind>('photo')
  // One key per ask: a resend after a lost answer is the same request, never a second charge.
  const clientKey = useRef(newKey())
  const { changed } = props

  // After hydration (the elapsed clock reads the browser's time): the newest running request.
  const initial = useRef(props.mine)
  useEffect(() => {
    const running = initial.current?.find(isRunning)
    if (!running) return
    setResultKind(running.type)
    setTask({ id: running.taskId, kind: running.type, resumed: true })
    setBusy(true)
    setOutcome({
      state: 'processing',
      startedAt: Date.now() - running.elapsedSeconds * 1000,
      attempt: 0,
    })
  }, [])

  const onEnd = useCallback(
    (step: Exclude<NextStep, { kind: 'again' }>, answer: VideoStatusAnswer | null) => {
      if (user && typeof answer?.balance === 'number') announceBalance(user.id, answer.balance)
      // Shown here as it ended (a check that failed shows nothing of it: the notice will).
      const shown = step.kind === 'completed' || ['failed', 'timeout'].includes(step.reason)
      if (task && shown) markSeen([task.id])
      changed()
      setTask(null)
      setBusy(false)
      if (step.kind === 'completed') {
        toast.success(
          t(
            resultKind === 'video'
              ? 'studio.custom.messages.videoReady'
              : 'studio.custom.messages.photoReady'
          )
        )
        return setOutcome({
          state: 'completed',
          url: step.url,
          downloadUrl: step.downloadUrl,
          downloadName: downloadName(resultKind),
        })
      }
      const fallback = {
        noUrl: 'studio.custom.errors.noUrl',
        timeout: 'studio.custom.errors.timeout',
        failed: 'studio.custom.errors.failed',
        error: 'studio.custom.errors.statusError',
      }[step.reason]
      setOutcome({ state: 'failed', message: step.message ?? t(fallback) })
    },
    [t, user, resultKind, task, changed]
  )
  const attempt = useCustomVideoStatus(task?.id ?? null, props.poll, onEnd, task?.resumed)

  /** Sends the form (the page checked its fields, the user and the balance). */
  const send = async (form: { image: File; prompt: string; type: Kind; consent: boolean }) => {
    setError(null)
    setBusy(true)
    const answer = await submitCustom({ ...form, clientKey: clientKey.current })
    if (answer.kind !== 'error' || answer.messageKey !== 'network') clientKey.current = newKey()
    if (user && 'balance' in answer && typeof answer.balance === 'number')
      announceBalance(user.id, answer.balance)
    setResultKind(form.type)
    if (answer.kind === 'photo') {
      setBusy(false)
      changed()
      toast.success(t('studio.custom.messages.photoReady'))
      return setOutcome({
        state: 'completed',
        url: answer.url,
        downloadUrl: answer.downloadUrl,
        downloadName: downloadName(form.type),
      })
    }
    if (answer.kind === 'task') {
      changed()
      if (form.type === 'video')
        toast.success(answer.message ?? t('studio.custom.messages.videoStarted'))
      setTask({ id: answer.taskId, kind: form.type, resumed: false })
      return setOutcome({ state: 'processing', startedAt: Date.now(), attempt: 0 })
    }
    setBusy(false)
    if (answer.kind === 'insufficient') return 'insufficient' as const
    setError(answer.message ?? t(`studio.custom.errors.${answer.messageKey ?? 'generic'}`))
  }

  /** Closing while it runs stops following it here; the server still ends it, the list shows it. */
  const close = () => {
    if (task) toast(t('studio.custom.mine.keepsGoing'))
    setTask(null)
    setBusy(false)
    setOutcome(null)
  }

  const shown = outcome?.state === 'processing' && task ? { ...outcome, attempt } : outcome
  return {
    busy,
    error,
    setError,
    outcome: shown,
    outcomeType: task?.kind ?? resultKind,
    followingTaskId: task?.id ?? null,
    send,
    close,
  }
}
