import { router } from '@inertiajs/react'
import { useTranslation } from 'react-i18next'
import { formatDate, formatDateTime, formatPoints } from '~/lib/format'
import type { Data } from '@generated/data'
import { urlFor } from '~/lib/routes'

type Entry = Data.Wallet.LedgerEntry

/** "Plus · PayPal" for purchases: the package and how it was paid (issue: purchase history). */
function purchaseDetails(entry: Entry, t: (key: string) => string) {
  if (entry.kind !== 'purchase' || !entry.metadata) return null
  const { packageName, method, provider } = entry.metadata as Record<string, string | undefined>
  const paidWith = method === 'paypal' ? t('payments.history.paypal') : t('payments.history.card')
  const test = provider === 'sandbox' ? ` (${t('payments.history.test')})` : ''
  return [packageName, `${paidWith}${test}`].filter(Boolean).join(' · ')
}

/** The user's own ledger entries, newest first (date, what, amount, balance after). */
export default function ProfileTransactions({ history }: { history: Data.Wallet.LedgerHistory }) {
  const { t, i18n } = useTranslation()
  const go = (page: number) =>
    router.get(
      urlFor('profile.show'),
      { tab: 'transactions', page },
      { preserveScroll: true, preserveState: true }
    )

  if (history.entries.length === 0)
    return <p className="muted">{t('account.profile.transactions.empty')}</p>

  return (
    <div className="card">
      <table className="ledger-table" data-testid="transactions">
        <thead>
          <tr>
            <th scope="col">{t('account.profile.transactions.date')}</th>
            <th scope="col">{t('account.profile.transactions.what')}</th>
            <th scope="col" className="num">
              {t('account.profile.transactions.amount')}
            </th>
            <th scope="col" className="num">
              {t('account.profile.transactions.balanceAfter')}
            </th>
          </tr>
        </thead>
        <tbody>
          {history.entries.map((entry) => (
            <tr key={entry.id}>
              <td>{formatDateTime(entry.createdAt, i18n.language)}</td>
              <td>
                {t(`wallet.kinds.${entry.kind}`)}
                {purchaseDetails(entry, t) && (
                  <span className="muted small" data-testid="purchase-details">
                    {' · '}
                    {purchaseDetails(entry, t)}
                  </span>
                )}
                {entry.lot && (
                  <span className="muted small" data-testid="expiry-origin">
                    {' · '}
                    {t('wallet.expiry.fromLot', {
                      origin: t(`wallet.kinds.${entry.lot.kind}`),
                      date: formatDate(entry.lot.createdAt, i18n.language),
                    })}
                  </span>
                )}
                {entry.holdStatus && (
                  <span className="muted"> ({t(`wallet.holdStatus.${entry.holdStatus}`)})</span>
                )}
              </td>
              <td className={`num ${entry.amount > 0 ? 'is-credit' : 'is-debit'}`}>
                {entry.amount > 0 ? '+' : '−'}
                {formatPoints(Math.abs(entry.amount), i18n.language)}
              </td>
              <td className="num">{formatPoints(entry.balanceAfter, i18n.language)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {history.lastPage > 1 && (
        <nav className="pager" aria-label={t('account.profile.tabs.transactions')}>
          <button
            type="button"
            className="btn btn-ghost btn-sm"
            disabled={history.page <= 1}
            onClick={() => go(history.page - 1)}
          >
            {t('common.previous')}
          </button>
          <span>
            {t('account.profile.transactions.page', {
              page: history.page,
              pages: history.lastPage,
            })}
          </span>
          <button
            type="button"
            className="btn btn-ghost btn-sm"
            disabled={history.page >= history.lastPage}
            onClick={() => go(history.page + 1)}
          >
            {t('common.next')}
          </button>
        </nav>
      )}
    </div>
  )
}
