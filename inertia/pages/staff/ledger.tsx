import { Link, router } from '@inertiajs/react'
import { useState, type FormEvent } from 'react'
import { useTranslation } from '~/lib/use_translation'
import SeoHead from '~/components/shell/seo_head'
import FlaggedPayments from '~/components/staff/flagged_payments'
import PointsReport from '~/components/staff/points_report'
import StaffAttention from '~/components/staff/staff_attention'
import StaffPurchases from '~/components/staff/staff_purchases'
import { AccountRefusals, SafetyFlags } from '~/components/staff/safety_flags'
import StaffPictureConsents from '~/components/staff/staff_picture_consents'
import { formatDate, formatDateTime, formatPoints } from '~/lib/format'
import { movementText } from '~/components/ledger/movement_text'
import type { Data } from '@generated/data'
import { urlFor } from '~/lib/routes'

type Query = Data.Staff.LedgerQuery
type Props = {
  kinds: string[]
  query: Query
  searched: boolean
  fieldErrors: Record<string, string>
  /** The account searched for (not `user`: that is the signed-in staff member, a shared prop). */
  subject: Data.Accounts.Account.Variants['toStaffView'] | null
  report: Data.Ledger.LedgerReport | null
  /** The searched account's purchases, each refundable from here. */
  purchases: Data.Payments.StaffPurchase[] | null
  /** Balances below zero (clawbacks) and payments disputed at the bank. */
  attention: Data.Staff.StaffAttention
  flagged: Data.Staff.StaffFlaggedPayment[]
  /** Accounts with repeated minors refusals (at least `threshold` in `days` days). */
  safetyFlags: Data.Staff.StaffSafetyFlag[]
  safetyPolicy: { threshold: number; days: number }
  /** The searched account's moderation refusals. */
  refusals: Data.Staff.StaffRefusalCounts | null
  /** The searched account's picture consents (custom generation). */
  pictureConsents: Data.Staff.StaffPictureConsents | null
  /** The whole ledger per month (the month asked for, or the last 12). */
  points: Data.Ledger.PointsReport
}

/** The history of one account on this page. */
const historyOf = (username: string) =>
  urlFor('staff.ledger', undefined, { qs: { user: username } })

export default function StaffLedger({
  kinds,
  query,
  searched,
  fieldErrors,
  subject,
  report,
  purchases,
  attention,
  flagged,
  safetyFlags,
  safetyPolicy,
  refusals,
  pictureConsents,
  points: pointsReport,
}: Props) {
  const { t, i18n } = useTranslation()
  const [form, setForm] = useState<Query>(query)
  const points = (value: number) => formatPoints(value, i18n.language)
  const search = (event: FormEvent) => {
    event.preventDefault()
    const params = Object.fromEntries(Object.entries(form).filter(([, value]) => value !== ''))
    router.get(urlFor('staff.ledger'), params, { preserveScroll: true })
  }
  const exportUrl = urlFor('staff.ledger.export', undefined, {
    qs: Object.fromEntries(Object.entries(query).filter(([, value]) => value !== '')),
  })

  return (
    <section className="container section staff-ledger">
      <SeoHead
        title={t('meta.staffLedger.title')}
        description={t('meta.staffLedger.description')}
        noindex
      />
      <h1>{t('staff.ledger.title')}</h1>
      <p className="muted">{t('staff.ledger.intro')}</p>
      <p>
        <Link href={urlFor('takedown.staff.index')}>{t('staff.ledger.removalRequests')}</Link>
      </p>

      <form className="filters card" onSubmit={search}>
        <div className="field">
          <label htmlFor="staff-user">{t('staff.ledger.user')}</label>
          <input
            id="staff-user"
            value={form.user}
            onChange={(e) => setForm({ ...form, user: e.target.value })}
          />
          {fieldErrors.user && <p className="field-error">{fieldErrors.user}</p>}
        </div>
        <div className="field">
          <label htmlFor="staff-kind">{t('staff.ledger.kind')}</label>
          <select
            id="staff-kind"
            value={form.kind}
            onChange={(e) => setForm({ ...form, kind: e.target.value })}
          >
            <option value="">{t('staff.ledger.anyKind')}</option>
            {kinds.map((kind) => (
              <option key={kind} value={kind}>
                {t(`wallet.kinds.${kind}`)}
              </option>
            ))}
          </select>
          {fieldErrors.kind && <p className="field-error">{fieldErrors.kind}</p>}
        </div>
        <div className="field">
          <label htmlFor="staff-from">{t('staff.ledger.from')}</label>
          <input
            id="staff-from"
            type="date"
            value={form.from}
            onChange={(e) => setForm({ ...form, from: e.target.value })}
          />
          {fieldErrors.from && <p className="field-error">{fieldErrors.from}</p>}
        </div>
        <div className="field">
          <label htmlFor="staff-to">{t('staff.ledger.to')}</label>
          <input
            id="staff-to"
            type="date"
            value={form.to}
            onChange={(e) => setForm({ ...form, to: e.target.value })}
          />
          {fieldErrors.to && <p className="field-error">{fieldErrors.to}</p>}
        </div>
        <button type="submit" className="btn btn-primary">
          {t('staff.ledger.search')}
        </button>
      </form>

      {searched && !subject && <p className="notice">{t('staff.ledger.notFound')}</p>}

      {subject && report && (
        <>
          <header className="staff-user card">
            <div>
              <h2>
                {subject.username} <span className="muted">· {subject.email}</span>
              </h2>
              <p className="muted small">
                {t('staff.ledger.memberSince', {
                  date: formatDate(subject.createdAt, i18n.language),
                })}
                {subject.deleted && ` · ${t('staff.ledger.deleted')}`}
              </p>
            </div>
            <a className="btn btn-ghost" href={exportUrl} download>
              {t('staff.ledger.export')}
            </a>
          </header>

          <dl className="stats-grid staff-totals" aria-label={t('staff.ledger.totals')}>
            <div className="stat">
              <dt className="muted">{t('staff.ledger.balance')}</dt>
              <dd data-testid="staff-balance">{points(report.balance)}</dd>
            </div>
            <div className="stat">
              <dt className="muted">{t('staff.ledger.entries')}</dt>
              <dd>{report.totals.count}</dd>
            </div>
            <div className="stat">
              <dt className="muted">{t('staff.ledger.credits')}</dt>
              <dd>+{points(report.totals.credits)}</dd>
            </div>
            <div className="stat">
              <dt className="muted">{t('staff.ledger.debits')}</dt>
              <dd>{points(report.totals.debits)}</dd>
            </div>
            <div className="stat">
              <dt className="muted">{t('staff.ledger.net')}</dt>
              <dd data-testid="staff-net">{points(report.totals.net)}</dd>
            </div>
          </dl>

          {refusals && <AccountRefusals refusals={refusals} />}
          {pictureConsents && <StaffPictureConsents consents={pictureConsents} />}

          {purchases && <StaffPurchases purchases={purchases} />}

          {report.rows.length === 0 ? (
            <p className="card">{t('staff.ledger.empty')}</p>
          ) : (
            <div className="table-wrap">
              <table className="data-table" data-testid="staff-entries">
                <thead>
                  <tr>
                    <th>{t('staff.ledger.columns.id')}</th>
                    <th>{t('staff.ledger.columns.date')}</th>
                    <th>{t('staff.ledger.columns.kind')}</th>
                    <th>{t('wallet.movements.column')}</th>
                    <th className="num">{t('staff.ledger.columns.amount')}</th>
                    <th className="num">{t('staff.ledger.columns.balanceAfter')}</th>
                    <th>{t('staff.ledger.columns.reference')}</th>
                  </tr>
                </thead>
                <tbody>
                  {report.rows.map((row) => (
                    <tr key={row.id}>
                      <td>{row.id}</td>
                      <td>{formatDateTime(row.createdAt, i18n.language, { seconds: true })}</td>
                      <td>{t(`wallet.kinds.${row.kind}`)}</td>
                      <td data-testid="staff-movement">
                        {movementText(t, row.description, i18n.language)}
                      </td>
                      <td className={`num ${row.amount < 0 ? 'negative' : 'positive'}`}>
                        {row.amount > 0 ? '+' : ''}
                        {points(row.amount)}
                      </td>
                      <td className="num">{points(row.balanceAfter)}</td>
                      <td className="mono">{row.reference}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </>
      )}

      <StaffAttention attention={attention} historyOf={historyOf} />

      <PointsReport report={pointsReport} month={query.month} />

      <SafetyFlags flags={safetyFlags} policy={safetyPolicy} historyOf={historyOf} />

      <FlaggedPayments payments={flagged} />
    </section>
  )
}
