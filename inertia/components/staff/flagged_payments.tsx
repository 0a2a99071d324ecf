import { useTranslation } from '~/lib/use_translation'
import { formatDateTime } from '~/lib/format'
import { money } from '~/components/staff/staff_money'
import type { Data } from '@generated/data'

/**
 * Payments paid at the provider but not credited because they do not match
 * their checkout: support refunds or settles them by hand.
 */
export default function FlaggedPayments({
  payments,
}: {
  payments: Data.Staff.StaffFlaggedPayment[]
}) {
  const { t, i18n } = useTranslation()
  const lang = i18n.language
  return (
    <section className="staff-flagged" aria-labelledby="staff-flagged-title">
      <h2 id="staff-flagged-title">{t('staff.flagged.title')}</h2>
      <p className="muted">{t('staff.flagged.intro')}</p>
      {payments.length === 0 ? (
        <p className="card">{t('staff.flagged.empty')}</p>
      ) : (
        <div className="table-wrap">
          <table className="data-table" data-testid="staff-flagged">
            <thead>
              <tr>
                <th>{t('staff.flagged.columns.flaggedAt')}</th>
                <th>{t('staff.flagged.columns.user')}</th>
                <th>{t('staff.flagged.columns.payment')}</th>
                <th>{t('staff.flagged.columns.expected')}</th>
                <th>{t('staff.flagged.columns.reported')}</th>
                <th>{t('staff.flagged.columns.reason')}</th>
              </tr>
            </thead>
            <tbody>
              {payments.map((payment) => (
                <tr key={payment.purchaseId}>
                  <td>{formatDateTime(payment.flaggedAt, lang, { seconds: true })}</td>
                  <td>{payment.username ?? `#${payment.userId}`}</td>
                  <td className="mono">
                    {payment.provider} · {payment.externalId}
                  </td>
                  <td>
                    {payment.packageName} ·{' '}
                    {money(payment.expected.amountCents, payment.expected.currency, lang)}
                  </td>
                  <td>
                    {money(payment.reported.amountCents, payment.reported.currency, lang)}
                    <span className="muted small">
                      {' '}
                      ·{' '}
                      {t('staff.flagged.reportedFor', {
                        user: payment.reported.userId ?? '?',
                        package: payment.reported.packageId ?? '?',
                      })}
                    </span>
                  </td>
                  <td>{t(`staff.flagged.reasons.${payment.reason}`)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  )
}
