import { useTranslation } from 'react-i18next'
import { formatEuroAmount, formatPoints } from '~/lib/format'
import type { Data } from '@generated/data'

/** The receipt always shows two decimals and the euro sign. */
export default function ReceiptView({
  packageName,
  pointsAdded,
  amount,
  newBalance,
  transactionId,
}: Pick<Data.Wallet.Receipt, 'pointsAdded' | 'amount' | 'newBalance'> & {
  packageName?: Data.Wallet.Receipt['packageName']
  /** The provider's order id, where the page has one (the PayPal return). */
  transactionId?: string | null
}) {
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
      <div>
        <dt>{t('payments.receipt.newBalance')}</dt>
        <dd data-testid="receipt-balance">{formatPoints(newBalance, i18n.language)}</dd>
      </div>
      {transactionId && (
        <div>
          <dt>{t('payments.receipt.transaction')}</dt>
          <dd className="mono">{transactionId}</dd>
        </div>
      )}
    </dl>
  )
}
