import { Link, usePage } from '@inertiajs/react'
import { useEffect, useReducer, useRef, useState, type FormEvent } from 'react'
import toast from 'react-hot-toast'
import { useTranslation } from '~/lib/use_translation'
import Modal from '~/components/ui/modal'
import InsufficientBalanceModal from '~/components/ledger/insufficient_balance_modal'
import { useStudioModal, type StudioTarget } from '~/components/studio/studio_actions'
import StudioResult from '~/components/studio/studio_result'
import {
  clockText,
  useRequestStatus,
  type StatusAnswer,
} from '~/components/studio/use_request_status'
import { ApiError, api } from '~/lib/api'
import { announceBalance, useShownBalance } from '~/lib/live_balance'
import type { SharedProps } from '~/types'
import type { Data } from '@generated/data'
import { urlFor } from '~/lib/routes'
import { SWRConfig } from 'swr'
import { swrDefaults } from '~/lib/swr'
import { initialRequestState, requestReducer } from '~/components/studio/request_machine'

/** The model page asks a video's status every 5 s. */
const VIDEO_POLL_MS = 5000
/** A photo still running when its answer came: asked more often, it is nearly done. */
const PHOTO_POLL_MS = 2000

/** `POST /photos|videos/generate`: the accepted request under its kind, or an error answer. */
type GenerateAnswer = { photo?: Data.Studio.GeneratedPhoto; video?: Data.Studio.AcceptedVideo }

const newKey = () => crypto.randomUUID().replaceAll('-', '')

/** The photo or video request of a character (model page and cards), from prompt to result. */
export default function RequestModal() {
  const { target, close } = useStudioModal()
  const [attempt, setAttempt] = useState(0)
  if (!target) return null
  return (
    <SWRConfig value={swrDefaults}>
      <RequestDialog
        key={`${target.kind}:${target.id}:${attempt}`}
        target={target}
        onClose={close}
        onRetry={() => setAttempt((n) => n + 1)}
      />
    </SWRConfig>
  )
}

function RequestDialog(props: { target: StudioTarget; onClose: () => void; onRetry: () => void }) {
  const { t } = useTranslation()
  const { user, balance, costs, maxPrompt } = usePage<SharedProps>().props
  const { target } = props
  const kind = target.kind
  const shown = useShownBalance(balance)
  const cost = kind === 'photo' ? costs.photo : costs.video
  const [prompt, setPrompt] = useState('')
  const [state, dispatch] = useReducer(requestReducer, initialRequestState)
  const { phase } = state
  // One key per ask: a retry after a lost connection is the same request, never a second charge.
  const clientKey = useRef(newKey())
  const sendingFor = useTicker(phase === 'sending')

  const ready = (result: Data.Studio.StudioRequest) => {
    dispatch({ type: 'ready', result })
    toast.success(t(kind === 'photo' ? 'studio.result.photoReady' : 'studio.result.videoReady'))
  }
  const failed = (message: string | null) =>
    dispatch({ type: 'failed', failure: message ?? t('studio.errors.generic') })
  const onSettled = (answer: StatusAnswer) => {
    if (user) announceBalance(user.id, answer.balance)
    if (answer.status === 'completed') ready(answer.view)
    else failed(answer.message)
  }
  const status = useRequestStatus(
    kind,
    state.phase === 'waiting' ? state.taskId : null,
    kind === 'video' ? VIDEO_POLL_MS : PHOTO_POLL_MS,
    onSettled
  )

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const trimmed = prompt.trim()
    if (!trimmed)
      return dispatch({ type: 'refused', error: t(`studio.errors.emptyPrompt.${kind}`) })
    dispatch({ type: 'send' })
    const body = { modelId: target.id, prompt: trimmed, clientKey: clientKey.current }
    let data: GenerateAnswer
    try {
      data =
        kind === 'photo'
          ? await api('photos.generate', { body })
          : await api('videos.generate', { body })
    } catch (caught) {
      return refused(caught)
    }
    const accepted = kind === 'photo' ? data.photo : data.video
    if (user && accepted) announceBalance(user.id, accepted.remainingBalance)
    if (data.photo?.status === 'completed') return ready(data.photo)
    dispatch({ type: 'accepted', taskId: accepted?.taskId ?? null })
  }

  const refused = (caught: unknown) => {
    const failure = caught instanceof ApiError ? caught : new ApiError('', 0, 'network')
    if (failure.isNetwork) return dispatch({ type: 'refused', error: t('studio.errors.network') })
    clientKey.current = newKey()
    if (failure.status === 402) return dispatch({ type: 'insufficient' })
    if (failure.status === 502) {
      const given = failure.data?.balance
      if (user && typeof given === 'number') announceBalance(user.id, given)
      return failed(failure.message || null)
    }
    dispatch({ type: 'refused', error: failure.message || t('studio.errors.generic') })
  }

  const title = t(kind === 'photo' ? 'studio.request.photoTitle' : 'studio.request.videoTitle', {
    name: target.name,
  })
  return (
    <>
      <Modal
        title={title}
        onClose={props.onClose}
        locked={phase === 'sending'}
        testId="studio-modal"
      >
        {state.phase === 'form' && (
          <form className="studio-form" onSubmit={submit} noValidate>
            <label htmlFor="studio-prompt">{t('studio.request.promptLabel')}</label>
            <textarea
              id="studio-prompt"
              value={prompt}
              maxLength={maxPrompt}
              rows={4}
              autoFocus
              placeholder={t(`studio.request.${kind}Placeholder`)}
              aria-invalid={state.error ? true : undefined}
              aria-describedby="studio-prompt-help"
              onChange={(event) => setPrompt(event.target.value)}
            />
            <p id="studio-prompt-help" className="studio-form-meta muted">
              <span>{t('studio.request.counter', { count: prompt.length, max: maxPrompt })}</span>
              <span>
                {t('studio.request.cost', { count: cost, cost })} ·{' '}
                {t('studio.request.balance', { count: shown, balance: shown })}
              </span>
            </p>
            {state.error && (
              <p className="field-error" role="alert">
                {state.error}
              </p>
            )}
            <div className="actions">
              <button type="submit" className="btn btn-primary">
                {t(kind === 'photo' ? 'studio.request.submitPhoto' : 'studio.request.submitVideo')}
              </button>
              <button type="button" className="btn btn-ghost" onClick={props.onClose}>
                {t('studio.request.cancel')}
              </button>
            </div>
          </form>
        )}
        {phase === 'sending' && (
          <p className="studio-progress" role="status">
            <span className="spinner" aria-hidden="true" />{' '}
            {kind === 'photo' ? t('studio.request.photoWorking') : t('studio.request.sending')}{' '}
            <span className="muted">
              {t('studio.status.elapsed', { time: clockText(sendingFor) })}
            </span>
          </p>
        )}
        {phase === 'waiting' && (
          <div className="studio-progress" role="status" data-testid="studio-waiting">
            <p>
              <span className="spinner" aria-hidden="true" />{' '}
              <strong data-testid="studio-stage">
                {t(`studio.status.stage.${status.answer?.stage ?? 'queued'}`)}
              </strong>{' '}
              <span className="muted">
                {t('studio.status.elapsed', { time: clockText(status.elapsed) })}
              </span>
            </p>
            {status.offline && <p className="muted">{t('studio.errors.network')}</p>}
            {kind === 'video' && <p className="muted small">{t('studio.request.videoStarted')}</p>}
          </div>
        )}
        {state.phase === 'done' && <StudioResult view={state.result} onClose={props.onClose} />}
        {state.phase === 'failed' && (
          <div className="studio-failure" role="alert">
            <p>{state.failure}</p>
            <div className="actions">
              <button type="button" className="btn btn-primary" onClick={props.onRetry}>
                {t('studio.result.retry')}
              </button>
              <Link
                href={urlFor('profile.show', undefined, { qs: { tab: 'transactions' } })}
                className="btn btn-ghost"
              >
                {t('studio.result.toTransactions')}
              </Link>
            </div>
          </div>
        )}
      </Modal>
      {state.phase === 'form' && state.insufficient && (
        <InsufficientBalanceModal
          balance={shown}
          cost={cost}
          onClose={() => dispatch({ type: 'dismissInsufficient' })}
        />
      )}
    </>
  )
}

/** Seconds since `running` became true (0 while false). */
function useTicker(running: boolean) {
  const [seconds, setSeconds] = useState(0)
  useEffect(() => {
    if (!running) return
    const started = Date.now()
    const timer = setInterval(() => setSeconds(Math.round((Date.now() - started) / 1000)), 1000)
    return () => {
      clearInterval(timer)
      setSeconds(0)
    }
  }, [running])
  return seconds
}
