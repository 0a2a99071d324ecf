import { router } from '@inertiajs/react'
import { useState, type FormEvent } from 'react'
import { useTranslation } from '~/lib/use_translation'
import { formatEuros, formatPoints } from '~/lib/format'
import type { Data } from '@generated/data'
import { urlFor } from '~/lib/routes'

/**
 * The whole ledger per month (the double-entry counter-accounts): points bought, granted, spent by
 * kind, expired, refunded and clawed back, what users held at the month's end and its value at the
 * price bought; today's outstanding points above.
 */
export default function PointsReport({
  report,
  month,
}: {
  report: Data.Ledger.PointsReport
  month: string
}) {
  const { t, i18n } = useTranslation()
  const lang = i18n.language
  const points = (value: number) => formatPoints(value, lang)
  const euros = (cents: number) => formatEuros(cents, lang)
  const [chosen, setChosen] = useState(month)
  const show = (event: FormEvent) => {
    event.preventDefault()
    router.get(urlFor('staff.ledger'), chosen ? { month: chosen } : {}, { preserveScroll: true })
  }
  const csvUrl = urlFor('staff.ledger.points', undefined, { qs: month ? { month } : {} })
  const kinds = Object.keys(report.months[0]?.spent ?? {})
  const { outstanding } = report

  return (
    <section className="staff-points" aria-labelledby="staff-points-title">
      <h2 id="staff-points-title">{t('staff.points.title')}</h2>
      <p className="muted">{t('staff.points.intro')}</p>
      <dl className="stats-grid staff-totals" data-testid="staff-outstanding">
        <div className="stat">
          <dt className="muted">{t('staff.points.outstanding')}</dt>
          <dd>{points(outstanding.points)}</dd>
        </div>
        <div className="stat">
          <dt className="muted">{t('staff.points.held')}</dt>
          <dd>{points(outstanding.held)}</dd>
        </div>
        <div className="stat">
          <dt className="muted">{t('staff.points.value')}</dt>
          <dd>{euros(outstanding.valueCents)}</dd>
        </div>
      </dl>
      <form className="filters card" onSubmit={show}>
        <div className="field">
          <label htmlFor="staff-points-month">{t('staff.points.month')}</label>
          <input
            id="staff-points-month"
            type="month"
            value={chosen}
            onChange={(e) => setChosen(e.target.value)}
          />
        </div>
        <button type="submit" className="btn btn-primary">
          {t('staff.points.show')}
        </button>
        <a className="btn btn-ghost" href={csvUrl} download>
          {t('staff.ledger.export')}
        </a>
      </form>
      {/* Wider than the page: the region scrolls, so it takes the keyboard's focus too. */}
      <div className="table-wrap" tabIndex={0} role="region" aria-labelledby="staff-points-title">
        <table className="data-table" data-testid="staff-points">
          <thead>
            <tr>
              <th>{t('staff.points.columns.month')}</th>
              <th className="num">{t('staff.points.columns.bought')}</th>
              <th className="num">{t('staff.points.columns.paid')}</th>
              <th className="num">{t('staff.points.columns.granted')}</th>
              {kinds.map((kind) => (
                <th className="num" key={kind}>
                  {t('staff.points.columns.spent', { kind: t(`wallet.kinds.${kind}`) })}
                </th>
              ))}
              <th className="num">{t('staff.points.columns.expired')}</th>
              <th className="num">{t('staff.points.columns.refunded')}</th>
              <th className="num">{t('staff.points.columns.clawedBack')}</th>
              <th className="num">{t('staff.points.columns.outstanding')}</th>
              <th className="num">{t('staff.points.columns.worth')}</th>
            </tr>
          </thead>
          <tbody>
            {report.months.map((row) => (
              <tr key={row.month}>
                <td>{row.month}</td>
                <td className="num">{points(row.bought)}</td>
                <td className="num">{euros(row.boughtCents)}</td>
                <td className="num">
                  {points(row.granted.welcomeBonus + row.granted.adjustment + row.granted.refund)}
                </td>
                {kinds.map((kind) => (
                  <td className="num" key={kind}>
                    {points(row.spent[kind as keyof typeof row.spent])}
                  </td>
                ))}
                <td className="num">{points(row.expired)}</td>
                <td className="num">{points(row.refunded)}</td>
                <td className="num">{points(row.clawedBack)}</td>
                <td className="num">{points(row.outstandingEnd)}</td>
                <td className="num">{euros(row.outstandingEndCents)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  )
}
