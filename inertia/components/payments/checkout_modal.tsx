import { useState } from 'react'
import { useTranslation } from '~/lib/use_translation'
import toast from 'react-hot-toast'
import Modal from '~/components/ui/modal'
import SandboxCardForm from '~/components/payments/sandbox_card_form'
import StripeCardForm from '~/components/payments/stripe_card_form'
import type { Data } from '@generated/data'
import { ApiError, api } from '~/lib/api'
import { formatEuros, formatPoints } from '~/lib/format'

type Method = 'card' | 'paypal'

function PayPalButton({ pkg }: { pkg: Data.Payments.Package }) {
  const { t } = useTranslation()
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)

  const start = async () => {
    setBusy(true)
    setError(null)
    try {
      const result = await api('payment_gateway.paypal.create_order', {
        body: { packageId: pkg.id },
      })
      window.location.assign(result.data.approvalUrl)
    } catch (caught) {
      const message =
        caught instanceof ApiError && !caught.isNetwork && caught.message
          ? caught.message
          : t(
              caught instanceof ApiError && caught.isNetwork
                ? 'payments.errors.network'
                : 'payments.errors.paypal_create_failed'
            )
      setError(message)
      setBusy(false)
      toast.error(t('payments.errorToast', { message }))
    }
  }

  return (
    <div className="paypal-box">
      <p className="muted">{t('payments.paypal.text')}</p>
      {error && (
        <p className="form-error" role="alert" data-testid="payment-error">
          {error}
        </p>
      )}
      <button type="button" className="btn btn-paypal btn-block" onClick={start} disabled={busy}>
        {busy ? <span className="spinner" aria-hidden="true" /> : null}
        {busy ? t('payments.paypal.redirecting') : t('payments.paypal.continue')}
      </button>
    </div>
  )
}

/** The purchase modal: summary, method choice, card form or PayPal. */
export default function CheckoutModal({
  pkg,
  methods,
  card,
  onClose,
  onPaid,
}: {
  pkg: Data.Payments.Package
  methods: Method[]
  card: Data.Payments.CardConfig
  onClose: () => void
  onPaid: (receipt: Data.Payments.Receipt) => void
}) {
  const { t, i18n } = useTranslation()
  const [method, setMethod] = useState<Method>(methods[0] ?? 'card')

  return (
    <Modal title={t('payments.modal.title')} onClose={onClose} testId="checkout-modal">
      <dl className="summary">
        <div>
          <dt>{t('payments.modal.package')}</dt>
          <dd>{pkg.name}</dd>
        </div>
        <div>
          <dt>{t('payments.modal.points')}</dt>
          <dd>{formatPoints(pkg.points, i18n.language)}</dd>
        </div>
        <div>
          <dt>{t('payments.modal.price')}</dt>
          <dd>{formatEuros(pkg.priceCents, i18n.language)}</dd>
        </div>
      </dl>

      {methods.length > 1 && (
        <fieldset className="method-choice">
          <legend>{t('payments.modal.method')}</legend>
          {methods.map((option) => (
            <label key={option} className={`method ${method === option ? 'is-active' : ''}`}>
              <input
                type="radio"
                name="method"
                value={option}
                checked={method === option}
                onChange={() => setMethod(option)}
              />
              {t(`payments.modal.${option}`)}
            </label>
          ))}
        </fieldset>
      )}

      {method === 'card' &&
        (card.provider === 'stripe' ? (
          <StripeCardForm publishableKey={card.publishableKey ?? ''} pkg={pkg} onPaid={onPaid} />
        ) : (
          <SandboxCardForm pkg={pkg} onPaid={onPaid} />
        ))}
      {method === 'paypal' && <PayPalButton pkg={pkg} />}
    </Modal>
  )
}
