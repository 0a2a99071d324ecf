import { useState, type FormEvent, type ReactNode } from 'react'
import { useTranslation } from '~/lib/use_translation'
import toast from 'react-hot-toast'
import { ApiError, api } from '~/lib/api'
import { formatEuros } from '~/lib/format'
import type { Data } from '@generated/data'

export type ConfirmOutcome = { status: 'succeeded' } | { status: 'requires_action' }

/** What a card provider (Stripe.js, or the sandbox) brings to the form. */
export type CardConfirmer = {
  fields: ReactNode
  ready: boolean
  /** Confirms the intent with the card; throws an Error with a user-facing message on failure. */
  confirm(clientSecret: string, holderName: string): Promise<ConfirmOutcome>
  /** The sandbox's stand-in for the bank's 3-D Secure step. */
  authenticate?(clientSecret: string, approve: boolean): Promise<void>
}

type Step = 'idle' | 'creating' | 'confirming' | 'authenticating' | 'finishing'

/**
 * The card flow: create the intent on our server, confirm
 * the card with the provider, then let our server verify and credit.
 */
export default function CardForm({
  pkg,
  confirmer,
  onPaid,
}: {
  pkg: Data.Payments.Package
  confirmer: CardConfirmer
  onPaid: (receipt: Data.Payments.Receipt) => void
}) {
  const { t, i18n } = useTranslation()
  const [holder, setHolder] = useState('')
  const [holderError, setHolderError] = useState<string | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [step, setStep] = useState<Step>('idle')
  const [pending, setPending] = useState<{ clientSecret: string; intentId: string } | null>(null)
  const busy = step !== 'idle' && step !== 'authenticating'
  const price = formatEuros(pkg.priceCents, i18n.language)

  const fail = (message: string) => {
    setError(message)
    setStep('idle')
    setPending(null)
    toast.error(t('payments.errorToast', { message }))
  }

  const messageOf = (caught: unknown, fallbackKey: string) => {
    if (caught instanceof ApiError) {
      if (caught.isNetwork) return t('payments.errors.network')
      return caught.message || t(fallbackKey)
    }
    return caught instanceof Error && caught.message ? caught.message : t(fallbackKey)
  }

  const finish = async (intentId: string) => {
    setStep('finishing')
    try {
      const result = await api('payment_gateway.stripe.confirm_payment', {
        body: { paymentIntentId: intentId, packageId: pkg.id },
      })
      setStep('idle')
      onPaid(result.data)
    } catch (caught) {
      fail(messageOf(caught, 'payments.errors.server_confirm_failed'))
    }
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setError(null)
    if (!holder.trim()) {
      setHolderError(t('validation.fields.cardholderName.required'))
      return
    }
    setHolderError(null)
    setStep('creating')
    let intent: Data.Payments.CardCheckout
    try {
      const created = await api('payment_gateway.stripe.create_payment_intent', {
        body: { packageId: pkg.id },
      })
      intent = created.data
    } catch (caught) {
      return fail(messageOf(caught, 'payments.errors.create_intent_failed'))
    }
    if (!intent.clientSecret) return fail(t('payments.errors.missing_client_secret'))

    setStep('confirming')
    try {
      const outcome = await confirmer.confirm(intent.clientSecret, holder.trim())
      if (outcome.status === 'requires_action') {
        setPending({ clientSecret: intent.clientSecret, intentId: intent.paymentIntentId })
        setStep('authenticating')
        return
      }
    } catch (caught) {
      return fail(messageOf(caught, 'payments.errors.payment_not_completed'))
    }
    await finish(intent.paymentIntentId)
  }

  const authenticate = async (approve: boolean) => {
    if (!pending || !confirmer.authenticate) return
    setStep('confirming')
    try {
      await confirmer.authenticate(pending.clientSecret, approve)
    } catch (caught) {
      return fail(messageOf(caught, 'payments.errors.payment_not_completed'))
    }
    await finish(pending.intentId)
  }

  if (step === 'authenticating') {
    return (
      <div className="three-ds card" role="dialog" aria-labelledby="three-ds-title">
        <h3 id="three-ds-title">{t('payments.threeDS.title')}</h3>
        <p>{t('payments.threeDS.text', { amount: price })}</p>
        <div className="actions">
          <button type="button" className="btn btn-primary" onClick={() => authenticate(true)}>
            {t('payments.threeDS.approve')}
          </button>
          <button type="button" className="btn btn-ghost" onClick={() => authenticate(false)}>
            {t('payments.threeDS.fail')}
          </button>
        </div>
      </div>
    )
  }

  return (
    <form className="card-form" onSubmit={submit} noValidate>
      <div className="field">
        <label htmlFor="cardholder-name">{t('payments.card.holder')}</label>
        <input
          id="cardholder-name"
          autoComplete="cc-name"
          placeholder={t('payments.card.holderPlaceholder')}
          value={holder}
          onChange={(event) => {
            setHolder(event.target.value)
            // The error goes as soon as the field is valid, not on the next submit.
            if (event.target.value.trim()) setHolderError(null)
          }}
          aria-invalid={!!holderError}
          aria-describedby={holderError ? 'cardholder-error' : undefined}
          disabled={busy}
        />
        {holderError && (
          <p id="cardholder-error" className="field-error" role="alert">
            {holderError}
          </p>
        )}
      </div>
      {confirmer.fields}
      {error && (
        <p className="form-error" role="alert" data-testid="payment-error">
          {error}
        </p>
      )}
      <button
        type="submit"
        className="btn btn-primary btn-block"
        disabled={busy || !confirmer.ready}
      >
        {busy ? <span className="spinner" aria-hidden="true" /> : null}
        {busy ? t('payments.card.processing') : t('payments.card.pay', { amount: price })}
      </button>
    </form>
  )
}
