import { Fragment, useState } from 'react'
import { useTranslation } from '~/lib/use_translation'
import StaffRefundForm from '~/components/staff/staff_refund_form'
import { money } from '~/components/staff/staff_money'
import { formatDateTime, formatPoints } from '~/lib/format'
import type { Data } from '@generated/data'

/**
 * The searched account's purchases on /staff/ledger: what was paid, what
 * was refunded and the points taken back, a dispute's state, and a refund
 * button on each purchase that can still be refunded (one form open at a time).
 */
export default function StaffPurchases({
  purchases,
}: {
  purchases: Data.Payments.StaffPurchase[]
}) {
  const { t, i18n } = useTranslation()
  const [open, setOpen] = useState<number | null>(null)
  const lang = i18n.language
  return (
    <section className="staff-purchases" aria-labelledby="staff-purchases-title">
      <h3 id="staff-purchases-title">{t('staff.purchases.title')}</h3>
      {purchases.length === 0 ? (
        <p className="card">{t('staff.purchases.empty')}</p>
      ) : (
        <div className="table-wrap">
          <table className="data-table" data-testid="staff-purchases">
            <thead>
              <tr>
                <th>{t('staff.purchases.columns.date')}</th>
                <th>{t('staff.purchases.columns.payment')}</th>
                <th className="num">{t('staff.purchases.columns.amount')}</th>
                <th className="num">{t('staff.purchases.columns.points')}</th>
                <th>{t('staff.purchases.columns.state')}</th>
                <th>
                  <span className="sr-only">{t('staff.purchases.columns.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {purchases.map((purchase) => (
                <Fragment key={purchase.purchaseId}>
                  <tr>
                    <td>{formatDateTime(purchase.createdAt, lang)}</td>
                    <td>
                      {purchase.packageName}
                      <span className="muted small mono">
                        {' '}
                        · {purchase.provider} · {purchase.transactionId}
                      </span>
                    </td>
                    <td className="num">
                      {money(purchase.amountCents, purchase.currency, lang)}
                      {purchase.refundedCents > 0 && (
                        <span className="negative small" data-testid="staff-purchase-refunded">
                          {' '}
                          −{money(purchase.refundedCents, purchase.currency, lang)}
                        </span>
                      )}
                    </td>
                    <td className="num">
                      {formatPoints(purchase.points, lang)}
                      {purchase.refundedPoints > 0 && (
                        <span className="negative small">
                          {' '}
                          −{formatPoints(purchase.refundedPoints, lang)}
                        </span>
                      )}
                    </td>
                    <td>
                      {purchase.disputeStatus
                        ? t(`staff.purchases.dispute.${purchase.disputeStatus}`)
                        : t(`staff.purchases.status.${purchase.status}`)}
                    </td>
                    <td>
                      {purchase.refundableCents > 0 && open !== purchase.purchaseId && (
                        <button
                          type="button"
                          className="btn btn-ghost btn-sm"
                          onClick={() => setOpen(purchase.purchaseId)}
                          aria-label={t('staff.purchases.refundLabel', {
                            id: purchase.purchaseId,
                          })}
                        >
                          {t('staff.purchases.refund')}
                        </button>
                      )}
                    </td>
                  </tr>
                  {open === purchase.purchaseId && (
                    <tr>
                      <td colSpan={6}>
                        <StaffRefundForm purchase={purchase} onClose={() => setOpen(null)} />
                      </td>
                    </tr>
                  )}
                </Fragment>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  )
}
