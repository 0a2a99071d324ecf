import { useTranslation } from '~/lib/use_translation'
import { formatEuroAmount, formatPoints } from '~/lib/format'
import type { Data } from '@generated/data'

/** The receipt always shows two decimals and the euro sign. */
export default function ReceiptView({
  packageName,
  pointsAdded,
  amount,
  newBalance,
  transactionId,
  refunded,
  refundedCents = 0,
  refundedPoints = 0,
}: Pick<Data.Payments.Receipt, 'pointsAdded' | 'amount' | 'newBalance'> & {
  packageName?: Data.Payments.Receipt['packageName']
  /** The provider's id of the payment (the card's PaymentIntent, PayPal's capture). */
  transactionId?: string | null
} & Partial<Pick<Data.Payments.Receipt, 'refunded' | 'refundedCents' | 'refundedPoints'>>) {
  const { t, i18n } = useTranslation()
  return (
    <dl className="summary receipt" data-testid="receipt">
      {packageName && (
        <div>
          <dt>{t('payments.receipt.package')}</dt>
          <dd>{packageName}</dd>
        </div>
      )}
      <div>
        <dt>{t('payments.receipt.pointsAdded')}</dt>
        <dd data-testid="receipt-points">+{formatPoints(pointsAdded, i18n.language)}</dd>
      </div>
      <div>
        <dt>{t('payments.receipt.amount')}</dt>
        <dd data-testid="receipt-amount">{formatEuroAmount(amount, i18n.language)}</dd>
      </div>
      {refundedCents > 0 && refunded && (
        <>
          <div>
            <dt>{t('payments.receiptRefund.amount')}</dt>
            <dd data-testid="receipt-refunded">−{formatEuroAmount(refunded, i18n.language)}</dd>
          </div>
          <div>
            <dt>{t('payments.receiptRefund.points')}</dt>
            <dd data-testid="receipt-refunded-points">
              −{formatPoints(refundedPoints, i18n.language)}
            </dd>
          </div>
        </>
      )}
      <div>
        <dt>{t('payments.receipt.newBalance')}</dt>
        <dd data-testid="receipt-balance">{formatPoints(newBalance, i18n.language)}</dd>
      </div>
      {transactionId && (
        <div>
          <dt>{t('payments.receipt.transaction')}</dt>
          <dd className="mono" data-testid="receipt-transaction">
            {transactionId}
          </dd>
        </div>
      )}
    </dl>
  )
}
