import { Link } from '@inertiajs/react'
import type { Data } from '@generated/data'
import { useTranslation } from '~/lib/use_translation'
import SeoHead from '~/components/shell/seo_head'
import { formatDateTime } from '~/lib/format'
import { urlFor } from '~/lib/routes'

type Report = Data.Takedown.QueuedReport

type Props = { waiting: Report[]; decided: Report[]; now: string }

const HOUR = 3600_000

/** The removal requests awaiting a decision, soonest due first, each with its 48-hour clock. */
export default function StaffReports({ waiting, decided, now }: Props) {
  const { t, i18n } = useTranslation()
  const locale = i18n.language

  const clockOf = (report: Report) => {
    const left = new Date(report.dueAt).getTime() - new Date(now).getTime()
    const hours = Math.ceil(Math.abs(left) / HOUR)
    return left >= 0 ? (
      <span>{t('takedown.staff.left', { hours })}</span>
    ) : (
      <strong className="field-error">{t('takedown.staff.overdue', { hours })}</strong>
    )
  }

  const table = (reports: Report[], testId: string, decidedOnes: boolean) => (
    <div className="table-wrap">
      <table className="data-table" data-testid={testId}>
        <thead>
          <tr>
            <th scope="col">
              {decidedOnes ? t('takedown.staff.columns.received') : t('takedown.staff.columns.due')}
            </th>
            <th scope="col">{t('takedown.staff.columns.reason')}</th>
            <th scope="col">{t('takedown.staff.columns.status')}</th>
            <th scope="col">{t('takedown.staff.columns.reporter')}</th>
            <th scope="col">{t('takedown.staff.columns.results')}</th>
            <th scope="col">
              <span className="sr-only">{t('takedown.staff.review')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {reports.map((report) => (
            <tr key={report.id} data-testid="report-row">
              <td>{decidedOnes ? formatDateTime(report.createdAt, locale) : clockOf(report)}</td>
              <td>{t(`takedown.page.reason_${report.reason}`)}</td>
              <td>{t(`takedown.staff.statuses.${report.status}`)}</td>
              <td>{report.reporterName}</td>
              <td>{report.targets}</td>
              <td>
                <Link href={urlFor('takedown.staff.show', { id: report.id })}>
                  {t('takedown.staff.review')}
                </Link>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )

  return (
    <section className="container section staff-ledger">
      <SeoHead
        title={t('meta.staffReports.title')}
        description={t('takedown.staff.intro')}
        noindex
      />
      <h1>{t('takedown.staff.title')}</h1>
      <p className="muted">{t('takedown.staff.intro')}</p>
      <p>
        <Link href={urlFor('staff.ledger')}>{t('takedown.staff.ledger')}</Link>
      </p>
      <h2>{t('takedown.staff.waiting', { count: waiting.length })}</h2>
      {waiting.length ? (
        table(waiting, 'reports-waiting', false)
      ) : (
        <p>{t('takedown.staff.none')}</p>
      )}
      {decided.length > 0 && (
        <>
          <h2>{t('takedown.staff.decided')}</h2>
          {table(decided, 'reports-decided', true)}
        </>
      )}
    </section>
  )
}
