import { useState, type FormEvent } from 'react'
import { useTranslation } from '~/lib/use_translation'
import { money } from '~/components/staff/staff_money'
import type { Data } from '@generated/data'
import { urlFor } from '~/lib/routes'
import { usePost } from '~/lib/use_post'

type Purchase = Data.Payments.StaffPurchase

/** "4,99" or "4.99" → cents; NaN when it is not an amount (the server says why). */
function centsOf(value: string) {
  return /^\d{1,6}([.,]\d{1,2})?$/.test(value.trim())
    ? Math.round(Number(value.trim().replace(',', '.')) * 100)
    : Number.NaN
}

/**
 * Refunding one purchase: the whole remaining amount or part of it, then a confirm step that says
 * what will happen, then the post. a second submit after the first went through is refused by the
 * server, so a double click refunds once.
 */
export default function StaffRefundForm({
  purchase,
  onClose,
}: {
  purchase: Purchase
  onClose: () => void
}) {
  const { t, i18n } = useTranslation()
  const [partial, setPartial] = useState(false)
  const [confirming, setConfirming] = useState(false)
  const [amount, setAmount] = useState('')
  const { post, processing, errors } = usePost()
  const lang = i18n.language
  const remaining = money(purchase.refundableCents, purchase.currency, lang)
  const cents = partial ? centsOf(amount) : purchase.refundableCents
  const shown = Number.isNaN(cents) ? amount : money(cents, purchase.currency, lang)
  const formId = `refund-${purchase.purchaseId}`

  const review = (event: FormEvent) => {
    event.preventDefault()
    setConfirming(true)
  }
  const submit = () => {
    const data = { amount: partial ? amount : '', refundedCents: purchase.refundedCents }
    post(urlFor('staff.purchases.refund', { id: purchase.purchaseId }), data, {
      preserveScroll: true,
      onSuccess: onClose,
      onError: () => setConfirming(false),
    })
  }

  if (confirming) {
    return (
      <div className="card staff-refund" role="group" aria-labelledby={`${formId}-confirm`}>
        <p id={`${formId}-confirm`} data-testid="staff-refund-confirm">
          {t('staff.purchases.confirm', {
            amount: shown,
            package: purchase.packageName,
            id: purchase.purchaseId,
          })}
        </p>
        <p className="muted small">{t('staff.purchases.confirmNote')}</p>
        <div className="actions">
          <button
            type="button"
            className="btn btn-danger"
            onClick={submit}
            disabled={processing}
            data-testid="staff-refund-submit"
          >
            {t('staff.purchases.confirmButton')}
          </button>
          <button
            type="button"
            className="btn btn-ghost"
            onClick={() => setConfirming(false)}
            disabled={processing}
          >
            {t('staff.purchases.back')}
          </button>
        </div>
      </div>
    )
  }

  return (
    <form className="card staff-refund" onSubmit={review} aria-labelledby={`${formId}-title`}>
      <p id={`${formId}-title`}>
        {t('staff.purchases.formTitle', { id: purchase.purchaseId, remaining })}
      </p>
      <fieldset>
        <legend className="sr-only">{t('staff.purchases.howMuch')}</legend>
        <label>
          <input
            type="radio"
            name={`${formId}-kind`}
            checked={!partial}
            onChange={() => setPartial(false)}
          />{' '}
          {t('staff.purchases.full', { amount: remaining })}
        </label>
        <label>
          <input
            type="radio"
            name={`${formId}-kind`}
            checked={partial}
            onChange={() => setPartial(true)}
          />{' '}
          {t('staff.purchases.partial')}
        </label>
      </fieldset>
      {partial && (
        <div className="field">
          <label htmlFor={`${formId}-amount`}>
            {t('staff.purchases.amount', { currency: purchase.currency.toUpperCase() })}
          </label>
          <input
            id={`${formId}-amount`}
            inputMode="decimal"
            required
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
            aria-invalid={!!errors.amount}
          />
        </div>
      )}
      {errors.amount && <p className="field-error">{errors.amount}</p>}
      {errors.refundedCents && <p className="field-error">{errors.refundedCents}</p>}
      <div className="actions">
        <button type="submit" className="btn btn-primary">
          {t('staff.purchases.review')}
        </button>
        <button type="button" className="btn btn-ghost" onClick={onClose}>
          {t('common.cancel')}
        </button>
      </div>
    </form>
  )
}
