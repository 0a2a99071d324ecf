import { Link, usePage } from '@inertiajs/react'
import { useCallback, useRef, useState, type FormEvent } from 'react'
import toast from 'react-hot-toast'
import { useTranslation } from 'react-i18next'
import SeoHead from '~/components/shell/seo_head'
import { CustomHowItWorks, CustomLoginModal } from '~/components/studio/custom_page_parts'
import {
  useCheckedBeforeHydration,
  useTypedBeforeHydration,
} from '~/components/ui/use_typed_before_hydration'
import InsufficientBalanceModal from '~/components/wallet/insufficient_balance_modal'
import ImageDrop from '~/components/studio/image_drop'
import CustomResultModal, {
  downloadName,
  type CustomOutcome,
} from '~/components/studio/custom_result_modal'
import { submitCustom } from '~/components/studio/custom_submit'
import {
  useCustomVideoStatus,
  type NextStep,
  type PollDelays,
  type VideoStatusAnswer,
} from '~/components/studio/custom_video_status'
import { announceBalance, useShownBalance } from '~/lib/live_balance'
import type { SharedProps } from '~/types'
import { urlFor } from '~/lib/routes'
import { SWRConfig } from 'swr'
import { swrDefaults } from '~/lib/swr'

type Props = { maxBytes: number; maxPrompt: number; poll: PollDelays }
type Kind = 'photo' | 'video'

const newKey = () => crypto.randomUUID().replaceAll('-', '')

/** product.md §2: a photo or a video made from the user's own picture. */
export default function CustomGeneration(props: Props) {
  // The video's status checks (SWR) read with the app's query defaults.
  return (
    <SWRConfig value={swrDefaults}>
      <CustomGenerationForm {...props} />
    </SWRConfig>
  )
}

function CustomGenerationForm({ maxBytes, maxPrompt, poll }: Props) {
  const { t } = useTranslation()
  const { user, balance, costs } = usePage<SharedProps>().props
  const shown = useShownBalance(balance)
  const [image, setImage] = useState<File | null>(null)
  const [type, setType] = useState<Kind>('photo')
  const [prompt, setPrompt] = useState('')
  const [terms, setTerms] = useState(false)
  // Typed or ticked before the page was interactive: kept.
  useTypedBeforeHydration('custom-prompt', prompt, setPrompt)
  useCheckedBeforeHydration('custom-terms-check', terms, setTerms)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [askLogin, setAskLogin] = useState(false)
  const [insufficient, setInsufficient] = useState(false)
  const [outcome, setOutcome] = useState<CustomOutcome | null>(null)
  const [task, setTask] = useState<{ id: string; startedAt: number; kind: Kind } | null>(null)
  const [resultKind, setResultKind] = useState<Kind>('photo')
  // One key per ask: a resend after a lost answer is the same request, never a second charge.
  const clientKey = useRef(newKey())
  const cost = type === 'video' ? costs.customVideo : costs.customPhoto

  const onEnd = useCallback(
    (step: Exclude<NextStep, { kind: 'again' }>, answer: VideoStatusAnswer | null) => {
      if (user && typeof answer?.balance === 'number') announceBalance(user.id, answer.balance)
      setTask(null)
      setBusy(false)
      if (step.kind === 'completed') {
        toast.success(t('studio.custom.messages.videoReady'))
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
    [t, user, resultKind]
  )
  const attempt = useCustomVideoStatus(task?.id ?? null, poll, onEnd)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (!image) return setError(t('studio.custom.errors.noImage'))
    if (!prompt.trim()) return setError(t('studio.custom.errors.noPrompt'))
    if (!terms) return setError(t('studio.custom.errors.terms'))
    if (!user) return setAskLogin(true)
    if (shown < cost) {
      setError(t('studio.custom.errors.insufficient'))
      return setInsufficient(true)
    }
    setError(null)
    setBusy(true)
    const answer = await submitCustom({
      image,
      prompt: prompt.trim(),
      type,
      clientKey: clientKey.current,
    })
    if (answer.kind !== 'error' || answer.messageKey !== 'network') clientKey.current = newKey()
    if ('balance' in answer && typeof answer.balance === 'number')
      announceBalance(user.id, answer.balance)
    setResultKind(type)
    if (answer.kind === 'photo') {
      setBusy(false)
      toast.success(t('studio.custom.messages.photoReady'))
      return setOutcome({
        state: 'completed',
        url: answer.url,
        downloadUrl: answer.downloadUrl,
        downloadName: downloadName(type),
      })
    }
    if (answer.kind === 'task') {
      if (type === 'video')
        toast.success(answer.message ?? t('studio.custom.messages.videoStarted'))
      setTask({ id: answer.taskId, startedAt: Date.now(), kind: type })
      return setOutcome({ state: 'processing', startedAt: Date.now(), attempt: 0 })
    }
    setBusy(false)
    if (answer.kind === 'insufficient') {
      setError(t('studio.custom.errors.insufficient'))
      return setInsufficient(true)
    }
    setError(answer.message ?? t(`studio.custom.errors.${answer.messageKey ?? 'generic'}`))
  }

  const ready = !busy && !!image && !!prompt.trim() && terms
  const shownOutcome = outcome?.state === 'processing' && task ? { ...outcome, attempt } : outcome
  return (
    <section className="container custom-page">
      <SeoHead
        title={t('studio.custom.page.title')}
        description={t('studio.custom.page.metaDescription')}
      />
      <h1>{t('studio.custom.page.title')}</h1>
      <p className="muted">{t('studio.custom.page.intro')}</p>
      <div className="custom-layout">
        <form className="custom-form" onSubmit={submit} noValidate data-testid="custom-form">
          <ImageDrop
            file={image}
            maxBytes={maxBytes}
            disabled={busy}
            onChange={(file) => {
              setImage(file)
              setError(null)
            }}
            onError={setError}
          />
          <fieldset className="custom-types" disabled={busy}>
            <legend className="custom-label">{t('studio.custom.page.typeLegend')}</legend>
            {(['photo', 'video'] as const).map((kind) => (
              <label key={kind} className="custom-type">
                <input
                  type="radio"
                  name="type"
                  value={kind}
                  checked={type === kind}
                  onChange={() => setType(kind)}
                />{' '}
                {t(`studio.custom.page.${kind}`)}
              </label>
            ))}
          </fieldset>
          {type === 'video' && <p className="muted small">{t('studio.custom.page.videoNote')}</p>}
          <label htmlFor="custom-prompt" className="custom-label">
            {t('studio.custom.page.promptLabel')}
          </label>
          <textarea
            id="custom-prompt"
            value={prompt}
            maxLength={maxPrompt}
            rows={4}
            disabled={busy}
            placeholder={t('studio.custom.page.promptPlaceholder')}
            onChange={(event) => setPrompt(event.target.value)}
          />
          <p className="studio-form-meta muted" data-testid="custom-counter">
            {t('studio.custom.page.counter', { count: prompt.length, max: maxPrompt })}
          </p>
          <div className="custom-cost" data-testid="custom-cost">
            <strong>{t('studio.custom.page.costTitle')}:</strong>{' '}
            {t('studio.custom.page.cost', { count: cost, cost })}
            <br />
            <span className="muted">
              {user
                ? t('studio.custom.page.balance', { count: shown, balance: shown })
                : t('studio.custom.page.guestBalance')}
            </span>
          </div>
          <label className="custom-terms">
            <input
              id="custom-terms-check"
              type="checkbox"
              checked={terms}
              disabled={busy}
              onChange={(event) => setTerms(event.target.checked)}
            />{' '}
            {t('studio.custom.page.termsBefore')}{' '}
            <Link href={urlFor('legal', undefined, { qs: { tab: 'terms' } })}>
              {t('studio.custom.page.termsLink')}
            </Link>
          </label>
          {error && (
            <p className="field-error" role="alert">
              {error}
            </p>
          )}
          <button type="submit" className="btn btn-primary" disabled={!ready}>
            {busy ? t('studio.custom.page.generating') : t('studio.custom.page.generate')}
          </button>
        </form>
        <CustomHowItWorks />
      </div>
      {shownOutcome && (
        <CustomResultModal
          type={task?.kind ?? resultKind}
          outcome={shownOutcome}
          onClose={() => {
            // Closing while a video runs stops following it; the server still ends it.
            setTask(null)
            setBusy(false)
            setOutcome(null)
          }}
        />
      )}
      {askLogin && <CustomLoginModal onClose={() => setAskLogin(false)} />}
      {insufficient && (
        <InsufficientBalanceModal
          balance={shown}
          cost={cost}
          onClose={() => setInsufficient(false)}
        />
      )}
    </section>
  )
}
