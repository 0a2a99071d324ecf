import { router } from '@inertiajs/react'
import { useTranslation } from '~/lib/use_translation'
import { formatDateTime, formatPoints } from '~/lib/format'
import { movementText } from '~/components/ledger/movement_text'
import type { Data } from '@generated/data'
import { urlFor } from '~/lib/routes'

type Entry = Data.Ledger.LedgerEntry

/** The amount: a hold given back shows what it took, struck through, and "refunded". */
function Amount({ entry, locale }: { entry: Entry; locale: string }) {
  const { t } = useTranslation()
  if (entry.refundedPoints !== null) {
    return (
      <>
        <s>−{formatPoints(entry.refundedPoints, locale)}</s>{' '}
        <span className="refunded-badge" data-testid="refunded-badge">
          {t('wallet.movements.refundedBadge')}
        </span>
      </>
    )
  }
  return (
    <>
      {entry.amount > 0 ? '+' : '−'}
      {formatPoints(Math.abs(entry.amount), locale)}
    </>
  )
}

/**
 * The user's own transactions, newest first (date, what and for what, amount,
 * balance after): a hold and its release are one line.
 */
export default function ProfileTransactions({ history }: { history: Data.Ledger.LedgerHistory }) {
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
              <td data-testid="movement">{movementText(t, entry.description, i18n.language)}</td>
              <td
                className={`num ${entry.amount > 0 ? 'is-credit' : entry.amount < 0 ? 'is-debit' : ''}`}
              >
                <Amount entry={entry} locale={i18n.language} />
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
