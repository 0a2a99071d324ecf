import { Link } from '@inertiajs/react'
import { useTranslation } from '~/lib/use_translation'
import FormAlert from '~/components/accounts/form_alert'
import TextField from '~/components/accounts/text_field'
import SeoHead from '~/components/shell/seo_head'
import PageForm from '~/components/ui/page_form'
import ReportFields, { type ReportLimits } from '~/components/takedown/report_fields'
import { urlFor } from '~/lib/routes'

type Props = {
  /** The result the visitor came from (its "report" link), or null from the footer. */
  task: string | null
  /** The reference of the request just sent. */
  sent: string | null
  maxBytes: number
  dueHours: number
  limits: ReportLimits
}

/** The public removal-request form: anyone, signed in or not, in es or en. */
export default function Report({ task, sent, maxBytes, dueHours, limits }: Props) {
  const { t } = useTranslation()

  return (
    <section className="container auth-page report-page">
      <SeoHead title={t('meta.report.title')} description={t('meta.report.description')} />
      <div className="card auth-card">
        <h1>{t('takedown.page.title')}</h1>
        {sent ? (
          <div role="status" data-testid="report-sent">
            <h2>{t('takedown.page.sentTitle')}</h2>
            <p>{t('takedown.page.sentText', { reference: sent, hours: dueHours })}</p>
            <Link href={urlFor('takedown.new')}>{t('takedown.page.another')}</Link>
          </div>
        ) : (
          <>
            <p className="muted">{t('takedown.page.intro', { hours: dueHours })}</p>
            <PageForm action={urlFor('takedown.store')} encType="multipart/form-data">
              {({ errors, processing, alert }) => (
                <>
                  <FormAlert message={alert} />
                  <ReportFields task={task} maxBytes={maxBytes} limits={limits} errors={errors} />
                  <TextField
                    id="email"
                    type="email"
                    autoComplete="email"
                    label={t('takedown.page.email')}
                    error={errors.email}
                    maxLength={limits.email.max}
                  />
                  <p className="muted small">{t('takedown.page.emailHint')}</p>
                  <button type="submit" className="btn btn-primary btn-block" disabled={processing}>
                    {processing && <span className="spinner" aria-hidden="true" />}
                    {processing ? t('takedown.page.sending') : t('takedown.page.submit')}
                  </button>
                </>
              )}
            </PageForm>
          </>
        )}
      </div>
    </section>
  )
}
