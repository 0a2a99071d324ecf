import { usePage } from '@inertiajs/react'
import { useTranslation } from '~/lib/use_translation'
import TextField from '~/components/accounts/text_field'
import TextAreaField from '~/components/accounts/text_area_field'
import type { SharedProps } from '~/types'

type Props = {
  task: string | null
  maxBytes: number
  /** The validator's lengths, from the server. */
  limits: ReportLimits
  errors: Record<string, string | undefined>
}

export type ReportLimits = {
  details: { min: number; max: number }
  link: { max: number }
  signature: { max: number }
  email: { max: number }
}

const REASONS = ['no_consent', 'minor', 'other'] as const

function FieldError({ id, error }: { id: string; error?: string }) {
  if (!error) return null
  return (
    <p id={`${id}-error`} className="field-error" role="alert">
      {error}
    </p>
  )
}

/** What, why and the signed statement of a removal request (uncontrolled, like every form). */
export default function ReportFields({ task, maxBytes, limits, errors }: Props) {
  const { t } = useTranslation()
  const old = usePage<SharedProps>().props.oldInput ?? {}
  const text = (name: string) => (typeof old[name] === 'string' ? String(old[name]) : '')
  const described = (id: string, hint?: boolean) =>
    [hint && `${id}-hint`, errors[id] && `${id}-error`].filter(Boolean).join(' ') || undefined

  return (
    <>
      <fieldset className="report-section">
        <legend>{t('takedown.page.whatTitle')}</legend>
        {task ? (
          <>
            <input type="hidden" name="task" value={task} />
            <p className="muted" data-testid="report-from-result">
              {t('takedown.page.fromResult')}
            </p>
          </>
        ) : null}
        <TextField
          id="link"
          label={t('takedown.page.link')}
          maxLength={limits.link.max}
          error={errors.link}
        />
        <p id="link-hint" className="muted small">
          {t('takedown.page.linkHint')}
        </p>
        <div className="field">
          <label htmlFor="picture">{t('takedown.page.picture')}</label>
          <input
            id="picture"
            name="picture"
            type="file"
            accept="image/jpeg,image/png,image/webp"
            aria-invalid={!!errors.picture}
            aria-describedby={described('picture', true)}
          />
          <p id="picture-hint" className="muted small">
            {t('takedown.page.pictureHint', { megabytes: Math.round(maxBytes / 1024 / 1024) })}
          </p>
          <FieldError id="picture" error={errors.picture} />
        </div>
      </fieldset>

      <fieldset className="report-section">
        <legend>{t('takedown.page.whyTitle')}</legend>
        <div className="field">
          <label htmlFor="reason">{t('takedown.page.reason')}</label>
          <select
            id="reason"
            name="reason"
            defaultValue={text('reason') || 'no_consent'}
            aria-invalid={!!errors.reason}
            aria-describedby={described('reason')}
          >
            {REASONS.map((reason) => (
              <option key={reason} value={reason}>
                {t(`takedown.page.reason_${reason}`)}
              </option>
            ))}
          </select>
          <FieldError id="reason" error={errors.reason} />
        </div>
        <TextAreaField
          id="details"
          label={t('takedown.page.details')}
          hint={t('takedown.page.detailsHint', { min: limits.details.min })}
          rows={4}
          maxLength={limits.details.max}
          error={errors.details}
        />
        <div className="field field-check">
          <label htmlFor="faceConsent">
            <input
              id="faceConsent"
              name="faceConsent"
              type="checkbox"
              value="true"
              defaultChecked={old.faceConsent === 'true'}
              aria-describedby="faceConsent-hint"
            />{' '}
            {t('takedown.page.faceConsent')}
          </label>
          <p id="faceConsent-hint" className="muted small">
            {t('takedown.page.faceConsentHint')}
          </p>
        </div>
      </fieldset>

      <fieldset className="report-section">
        <legend>{t('takedown.page.signTitle')}</legend>
        <div className="field field-check">
          <label htmlFor="goodFaith">
            <input
              id="goodFaith"
              name="goodFaith"
              type="checkbox"
              defaultChecked={old.goodFaith === 'on'}
              aria-invalid={!!errors.goodFaith}
              aria-describedby={described('goodFaith')}
            />{' '}
            {t('takedown.page.goodFaith')}
          </label>
          <FieldError id="goodFaith" error={errors.goodFaith} />
        </div>
        <TextField
          id="signature"
          autoComplete="name"
          label={t('takedown.page.signature')}
          maxLength={limits.signature.max}
          error={errors.signature}
        />
      </fieldset>
    </>
  )
}
