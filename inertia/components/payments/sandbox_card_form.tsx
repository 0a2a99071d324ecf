import { useState } from 'react'
import { useTranslation } from '~/lib/use_translation'
import CardForm, { type CardConfirmer } from '~/components/payments/card_form'
import type { Data } from '@generated/data'
import { api } from '~/lib/api'

/** Groups digits by four as the user types, like a real card field. */
function formatCardNumber(value: string) {
  return value
    .replace(/\D/g, '')
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ')
}

/** The sandbox plays Stripe.js: card fields, then the provider-side confirm on our origin. */
export default function SandboxCardForm(props: {
  pkg: Data.Payments.Package
  onPaid: (receipt: Data.Payments.Receipt) => void
}) {
  const { t } = useTranslation()
  const [number, setNumber] = useState('')
  const [expiry, setExpiry] = useState('')
  const [cvc, setCvc] = useState('')

  const confirmer: CardConfirmer = {
    ready: true,
    fields: (
      <>
        <div className="field">
          <label htmlFor="card-number">{t('payments.card.number')}</label>
          <input
            id="card-number"
            inputMode="numeric"
            autoComplete="cc-number"
            placeholder="4242 4242 4242 4242"
            value={number}
            onChange={(event) => setNumber(formatCardNumber(event.target.value))}
          />
        </div>
        <div className="field-row">
          <div className="field">
            <label htmlFor="card-expiry">{t('payments.card.expiry')}</label>
            <input
              id="card-expiry"
              inputMode="numeric"
              autoComplete="cc-exp"
              placeholder="12/34"
              value={expiry}
              onChange={(event) => setExpiry(event.target.value.slice(0, 5))}
            />
          </div>
          <div className="field">
            <label htmlFor="card-cvc">{t('payments.card.cvc')}</label>
            <input
              id="card-cvc"
              inputMode="numeric"
              autoComplete="cc-csc"
              placeholder="123"
              value={cvc}
              onChange={(event) => setCvc(event.target.value.replace(/\D/g, '').slice(0, 4))}
            />
          </div>
        </div>
        <p className="muted small" data-testid="test-cards">
          {t('payments.card.testCards')}
        </p>
      </>
    ),
    async confirm(clientSecret, holderName) {
      const result = await api('sandbox.card.confirm', {
        body: { clientSecret, cardholderName: holderName, cardNumber: number },
      })
      return { status: result.data.status as 'succeeded' | 'requires_action' }
    },
    async authenticate(clientSecret, approve) {
      await api('sandbox.card.authenticate', { body: { clientSecret, approve } })
    },
  }

  return <CardForm {...props} confirmer={confirmer} />
}
