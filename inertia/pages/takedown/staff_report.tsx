import { Link } from '@inertiajs/react'
import type { Data } from '@generated/data'
import { useTranslation } from '~/lib/use_translation'
import SeoHead from '~/components/shell/seo_head'
import StaffDecision from '~/components/takedown/staff_decision'
import { formatDateTime } from '~/lib/format'
import { urlFor } from '~/lib/routes'

type Props = { report: Data.Takedown.ReportDetail; noteLength: { max: number } }

/** One removal request: what was said, the results it names (links for minutes), the trail. */
export default function StaffReport({ report, noteLength }: Props) {
  const { t, i18n } = useTranslation()
  const locale = i18n.language
  const undecided = report.status === 'open' || report.status === 'withheld'

  return (
    <section className="container section staff-ledger">
      <SeoHead
        title={t('meta.staffReport.title')}
        description={t('takedown.staff.intro')}
        noindex
      />
      <p>
        <Link href={urlFor('takedown.staff.index')}>{t('takedown.staff.back')}</Link>
      </p>
      <h1>{t(`takedown.page.reason_${report.reason}`)}</h1>
      <p data-testid="report-status">
        <strong>{t(`takedown.staff.statuses.${report.status}`)}</strong> ·{' '}
        {t('takedown.staff.reference', { reference: report.reference })}
      </p>
      <p className="muted">
        {t('takedown.staff.received', {
          date: formatDateTime(report.createdAt, locale),
          due: formatDateTime(report.dueAt, locale),
        })}
      </p>
      <p>
        {t('takedown.staff.reporter', {
          name: report.reporterName,
          email: report.reporterEmail,
          language: report.locale,
          account: report.signedIn ? t('takedown.staff.signedIn') : t('takedown.staff.anonymous'),
        })}
      </p>
      <blockquote className="card" data-testid="report-details">
        {report.details}
      </blockquote>
      {report.targetUrl && (
        <p>
          {t('takedown.staff.link')}: <code>{report.targetUrl}</code>
        </p>
      )}
      {report.evidence && (
        <p>
          <a href={report.evidence} target="_blank" rel="noreferrer">
            {t('takedown.staff.evidence')}
          </a>
        </p>
      )}
      {report.faceConsent && <p>{t('takedown.staff.faceConsent')}</p>}

      <h2>{t('takedown.staff.results')}</h2>
      {report.targets.length === 0 ? (
        <p className="muted">{t('takedown.staff.noResults')}</p>
      ) : (
        <ul data-testid="report-targets">
          {report.targets.map((target) => (
            <li key={target.requestId}>
              {t(`takedown.staff.kinds.${target.kind}`)} ·{' '}
              {t('takedown.staff.resultOf', { id: target.requestId, userId: target.userId })} ·{' '}
              <strong>{t(`takedown.staff.states.${target.state}`)}</strong>
              {target.consent &&
                ` · ${t('takedown.staff.consent', {
                  date: formatDateTime(target.consent.attestedAt, locale),
                  version: target.consent.textVersion,
                })}`}
              {target.link && (
                <>
                  {' '}
                  ·{' '}
                  <a className="btn btn-sm" href={target.link} target="_blank" rel="noreferrer">
                    {t('takedown.staff.open_media')}
                  </a>
                </>
              )}
            </li>
          ))}
        </ul>
      )}

      <h2>{t('takedown.staff.decision')}</h2>
      {undecided ? (
        <StaffDecision reportId={report.id} noteLength={noteLength} />
      ) : (
        <p data-testid="report-decided">
          {report.decidedAt &&
            t('takedown.staff.decidedOn', { date: formatDateTime(report.decidedAt, locale) })}{' '}
          {report.decisionNote}
        </p>
      )}

      <h2>{t('takedown.staff.trail')}</h2>
      <ol data-testid="report-trail">
        {report.events.map((event, index) => (
          <li key={index}>
            {formatDateTime(event.at, locale, { seconds: true })} ·{' '}
            {event.actor === 'staff'
              ? t('takedown.staff.actors.staff', { id: event.staffId })
              : t(`takedown.staff.actors.${event.actor}`)}{' '}
            · {t(`takedown.staff.actions.${event.action}`)}
            {event.requestId !== null && ` (#${event.requestId})`}
            {event.note && ` — ${event.note}`}
          </li>
        ))}
      </ol>
    </section>
  )
}
