import { Link } from '@inertiajs/react'
import { useTranslation } from '~/lib/use_translation'
import { formatDateTime } from '~/lib/format'
import type { Data } from '@generated/data'

/* The staff page's safety parts: accounts flagged for repeated minors refusals, and one account's refusals. */

export function AccountRefusals({ refusals }: { refusals: Data.Staff.StaffRefusalCounts }) {
  const { t, i18n } = useTranslation()
  return (
    <section className="card staff-refusals" aria-labelledby="staff-refusals-title">
      <h3 id="staff-refusals-title">{t('staff.safety.account.title')}</h3>
      {refusals.total === 0 ? (
        <p className="muted">{t('staff.safety.account.none')}</p>
      ) : (
        <>
          <p className="muted small">
            {t('staff.safety.account.summary', {
              count: refusals.total,
              date: refusals.lastAt ? formatDateTime(refusals.lastAt, i18n.language) : '',
            })}
          </p>
          <dl className="stats-grid" data-testid="staff-refusal-categories">
            {refusals.byCategory.map((row) => (
              <div className="stat" key={row.category}>
                <dt className="muted">
                  {t(`staff.safety.categories.${row.category}`, {
                    defaultValue: row.category,
                  })}
                </dt>
                <dd>{row.count}</dd>
              </div>
            ))}
          </dl>
          <p className="muted small">
            {t('staff.safety.account.byPath')}{' '}
            {refusals.byPath
              .map(
                (row) =>
                  `${t(`staff.safety.paths.${row.path}`, { defaultValue: row.path })}: ${row.count}`
              )
              .join(' · ')}
          </p>
        </>
      )}
    </section>
  )
}

export function SafetyFlags(props: {
  flags: Data.Staff.StaffSafetyFlag[]
  policy: { threshold: number; days: number }
  historyOf: (username: string) => string
}) {
  const { t, i18n } = useTranslation()
  const { flags: safetyFlags, policy: safetyPolicy, historyOf } = props
  return (
    <section className="staff-safety" aria-labelledby="staff-safety-title">
      <h2 id="staff-safety-title">{t('staff.safety.title')}</h2>
      <p className="muted">{t('staff.safety.intro', safetyPolicy)}</p>
      {safetyFlags.length === 0 ? (
        <p className="card">{t('staff.safety.empty')}</p>
      ) : (
        <div className="table-wrap">
          <table className="data-table" data-testid="staff-safety-flags">
            <thead>
              <tr>
                <th>{t('staff.safety.columns.user')}</th>
                <th className="num">{t('staff.safety.columns.count')}</th>
                <th>{t('staff.safety.columns.lastAt')}</th>
              </tr>
            </thead>
            <tbody>
              {safetyFlags.map((flag) => (
                <tr key={flag.userId}>
                  <td>
                    {flag.username ? (
                      <Link href={historyOf(flag.username)}>{flag.username}</Link>
                    ) : (
                      `#${flag.userId}`
                    )}
                  </td>
                  <td className="num">{flag.count}</td>
                  <td>{formatDateTime(flag.lastAt, i18n.language, { seconds: true })}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  )
}
