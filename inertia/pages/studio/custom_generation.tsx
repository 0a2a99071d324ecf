import { Link, usePage } from '@inertiajs/react'
import { useState, type FormEvent } from 'react'
import { useTranslation } from '~/lib/use_translation'
import SeoHead from '~/components/shell/seo_head'
import { CustomHowItWorks, CustomLoginModal } from '~/components/studio/custom_page_parts'
import { useFieldChecked, useFieldText } from '~/components/ui/use_field_text'
import InsufficientBalanceModal from '~/components/ledger/insufficient_balance_modal'
import ImageDrop from '~/components/studio/image_drop'
import CustomResultModal from '~/components/studio/custom_result_modal'
import CustomGenerationsList from '~/components/studio/custom_generations_list'
import { useMine } from '~/components/studio/custom_mine'
import type { PollDelays } from '~/components/studio/custom_video_status'
import { useCustomFlow, type Kind } from '~/components/studio/use_custom_flow'
import { useShownBalance } from '~/lib/live_balance'
import type { SharedProps } from '~/types'
import type { Data } from '@generated/data'
import { urlFor } from '~/lib/routes'
import { SWRConfig } from 'swr'
import { swrDefaults } from '~/lib/swr'

type Props = {
  maxBytes: number
  poll: PollDelays
  /** The user's custom generations of the last 24 hours; null for visitors. */
  mine: Data.Studio.CustomGeneration[] | null
}

/** A photo or a video made from the user's own picture. */
export default function CustomGeneration(props: Props) {
  // The video's status checks and "my custom generations" (SWR) read with the app's defaults.
  return (
    <SWRConfig value={swrDefaults}>
      <CustomGenerationForm {...props} />
    </SWRConfig>
  )
}

function CustomGenerationForm({ maxBytes, poll, mine }: Props) {
  const { t } = useTranslation()
  const { user, balance, costs, maxPrompt } = usePage<SharedProps>().props
  const shown = useShownBalance(balance)
  const [image, setImage] = useState<File | null>(null)
  const [type, setType] = useState<Kind>('photo')
  // Typed or ticked before the page was interactive: kept.
  const promptField = useFieldText<HTMLTextAreaElement>()
  const prompt = promptField.text
  const consentField = useFieldChecked()
  const consent = consentField.checked
  const termsField = useFieldChecked()
  const terms = termsField.checked
  const [askLogin, setAskLogin] = useState(false)
  const [insufficient, setInsufficient] = useState(false)
  const list = useMine(mine ?? [], poll.progressMs)
  const flow = useCustomFlow({ poll, mine, changed: list.refresh })
  const { busy, error, setError } = flow
  const cost = type === 'video' ? costs.customVideo : costs.customPhoto

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (!image) return setError(t('studio.custom.errors.noImage'))
    if (!prompt.trim()) return setError(t('studio.custom.errors.noPrompt'))
    if (!consent) return setError(t('validation.fields.pictureConsent.required'))
    if (!terms) return setError(t('studio.custom.errors.terms'))
    if (!user) return setAskLogin(true)
    if (shown < cost) {
      setError(t('studio.custom.errors.insufficient'))
      return setInsufficient(true)
    }
    const answer = await flow.send({ image, prompt: prompt.trim(), type, consent })
    if (answer === 'insufficient') {
      setError(t('studio.custom.errors.insufficient'))
      setInsufficient(true)
    }
  }

  const ready = !busy && !!image && !!prompt.trim() && consent && terms
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
            {...promptField.field}
            maxLength={maxPrompt}
            rows={4}
            disabled={busy}
            placeholder={t('studio.custom.page.promptPlaceholder')}
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
          {/* Its own box, not the terms': the server records it with the request. */}
          <label className="custom-consent">
            <input
              id="custom-consent-check"
              type="checkbox"
              {...consentField.field}
              disabled={busy}
            />
            <span>{t('studio.custom.consent.label')}</span>
          </label>
          <label className="custom-terms">
            <input id="custom-terms-check" type="checkbox" {...termsField.field} disabled={busy} />{' '}
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
        <CustomHowItWorks maxPrompt={maxPrompt} />
      </div>
      {mine && <CustomGenerationsList items={list.items} following={flow.followingTaskId} />}
      {flow.outcome && (
        <CustomResultModal type={flow.outcomeType} outcome={flow.outcome} onClose={flow.close} />
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
