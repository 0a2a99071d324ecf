import { useTranslation } from '~/lib/use_translation'
import { formatDateTime } from '~/lib/format'
import type { Data } from '@generated/data'

/** What the searched account attested for the pictures it uploaded (custom generation). */
export default function StaffPictureConsents(props: { consents: Data.Staff.StaffPictureConsents }) {
  const { t, i18n } = useTranslation()
  const { total, latest } = props.consents
  return (
    <section className="card" aria-labelledby="staff-consents-title" data-testid="staff-consents">
      <h3 id="staff-consents-title">{t('staff.consents.title')}</h3>
      <p className="muted small">{t('staff.consents.intro')}</p>
      {total === 0 ? (
        <p className="muted">{t('staff.consents.none')}</p>
      ) : (
        <>
          <p className="muted small">
            {t('staff.consents.summary', { count: total, shown: latest.length })}
          </p>
          <div className="table-wrap">
            <table className="data-table">
              <thead>
                <tr>
                  <th scope="col">{t('staff.consents.columns.attestedAt')}</th>
                  <th scope="col">{t('staff.consents.columns.task')}</th>
                  <th scope="col">{t('staff.consents.columns.version')}</th>
                  <th scope="col">{t('staff.consents.columns.language')}</th>
                  <th scope="col">{t('staff.consents.columns.hash')}</th>
                </tr>
              </thead>
              <tbody>
                {latest.map((consent) => (
                  <tr key={consent.taskId}>
                    <td>{formatDateTime(consent.attestedAt, i18n.language)}</td>
                    <td>
                      <code>{consent.taskId}</code>
                    </td>
                    <td>{consent.textVersion}</td>
                    <td>{consent.locale}</td>
                    <td>
                      <code>{consent.pictureSha256}</code>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  )
}
