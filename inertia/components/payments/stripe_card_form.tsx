import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js'
import type { Stripe } from '@stripe/stripe-js'
import { loadStripe } from '@stripe/stripe-js/pure'
import { useState } from 'react'
import { useTranslation } from '~/lib/use_translation'
import CardForm, { type CardConfirmer } from '~/components/payments/card_form'
import type { Data } from '@generated/data'

let stripePromise: Promise<Stripe | null> | null = null

/** Stripe.js is fetched only when a real key is configured and the card form opens. */
function getStripe(publishableKey: string) {
  stripePromise ??= loadStripe(publishableKey)
  return stripePromise
}

function StripeFields(props: {
  pkg: Data.Payments.Package
  onPaid: (receipt: Data.Payments.Receipt) => void
}) {
  const { t } = useTranslation()
  const stripe = useStripe()
  const elements = useElements()
  const [complete, setComplete] = useState(false)

  const confirmer: CardConfirmer = {
    ready: !!stripe && !!elements,
    fields: (
      <div className="field">
        <span className="label">{t('payments.card.number')}</span>
        {!stripe && <p className="muted small">{t('payments.card.libraryLoading')}</p>}
        <div className="stripe-card">
          <CardElement
            onChange={(event) => setComplete(event.complete)}
            options={{
              hidePostalCode: true,
              style: { base: { color: '#f4eef7', fontSize: '16px' } },
            }}
          />
        </div>
      </div>
    ),
    async confirm(clientSecret, holderName) {
      const card = elements?.getElement(CardElement)
      if (!stripe || !card || !complete) throw new Error(t('payments.card.libraryLoading'))
      // Stripe.js runs 3-D Secure itself when the bank asks for it.
      const result = await stripe.confirmCardPayment(clientSecret, {
        payment_method: { card, billing_details: { name: holderName } },
      })
      if (result.error)
        throw new Error(t('payments.stripeError', { message: result.error.message }))
      if (result.paymentIntent?.status !== 'succeeded')
        throw new Error(t('payments.errors.payment_not_completed'))
      return { status: 'succeeded' }
    },
  }
  return <CardForm {...props} confirmer={confirmer} />
}

export default function StripeCardForm({
  publishableKey,
  ...props
}: {
  publishableKey: string
  pkg: Data.Payments.Package
  onPaid: (receipt: Data.Payments.Receipt) => void
}) {
  return (
    <Elements stripe={getStripe(publishableKey)}>
      <StripeFields {...props} />
    </Elements>
  )
}
