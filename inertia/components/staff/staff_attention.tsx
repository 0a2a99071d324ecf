import { Link } from '@inertiajs/react'
import { useTranslation } from '~/lib/use_translation'
import { money } from '~/components/staff/staff_money'
import { formatDateTime, formatPoints } from '~/lib/format'
import type { Data } from '@generated/data'

/**
 * Accounts to look at after money went back: balances a
 * refund or a lost dispute took below zero (spending blocked until the user
 * buys back to zero), and payments disputed at the bank (their points frozen).
 */
export default function StaffAttention({
  attention,
  historyOf,
}: {
  attention: Data.Staff.StaffAttention
  historyOf: (username: string) => string
}) {
  const { t, i18n } = useTranslation()
  const lang = i18n.language
  const who = (row: { userId: number; username: string | null }) =>
    row.username ? <Link href={historyOf(row.username)}>{row.username}</Link> : `#${row.userId}`
  const { negativeBalances, openDisputes } = attention
  return (
    <section className="staff-attention" aria-labelledby="staff-attention-title">
      <h2 id="staff-attention-title">{t('staff.attention.title')}</h2>
      <p className="muted">{t('staff.attention.intro')}</p>
      <h3>{t('staff.attention.negative.title')}</h3>
      {negativeBalances.length === 0 ? (
        <p className="card">{t('staff.attention.negative.empty')}</p>
      ) : (
        <div className="table-wrap">
          <table className="data-table" data-testid="staff-negative-balances">
            <thead>
              <tr>
                <th>{t('staff.attention.columns.user')}</th>
                <th className="num">{t('staff.attention.columns.balance')}</th>
                <th>{t('staff.attention.columns.since')}</th>
              </tr>
            </thead>
            <tbody>
              {negativeBalances.map((row) => (
                <tr key={row.userId}>
                  <td>{who(row)}</td>
                  <td className="num negative">{formatPoints(row.balance, lang)}</td>
                  <td>{row.since ? formatDateTime(row.since, lang) : ''}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <h3>{t('staff.attention.disputes.title')}</h3>
      {openDisputes.length === 0 ? (
        <p className="card">{t('staff.attention.disputes.empty')}</p>
      ) : (
        <div className="table-wrap">
          <table className="data-table" data-testid="staff-open-disputes">
            <thead>
              <tr>
                <th>{t('staff.attention.columns.user')}</th>
                <th>{t('staff.attention.columns.payment')}</th>
                <th className="num">{t('staff.attention.columns.frozen')}</th>
                <th>{t('staff.attention.columns.since')}</th>
              </tr>
            </thead>
            <tbody>
              {openDisputes.map((row) => (
                <tr key={row.purchaseId}>
                  <td>{who(row)}</td>
                  <td>
                    {row.packageName} · {money(row.amountCents, row.currency, lang)}
                    <span className="muted small mono">
                      {' '}
                      · {row.provider} · {row.disputeId ?? row.externalId}
                    </span>
                  </td>
                  <td className="num">
                    {formatPoints(row.frozenPoints, lang)} / {formatPoints(row.points, lang)}
                  </td>
                  <td>{row.frozenAt ? formatDateTime(row.frozenAt, lang) : ''}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  )
}
