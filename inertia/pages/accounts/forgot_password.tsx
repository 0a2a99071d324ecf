import { Link, usePage } from '@inertiajs/react'
import { useTranslation } from '~/lib/use_translation'
import FormAlert from '~/components/accounts/form_alert'
import TextField from '~/components/accounts/text_field'
import SeoHead from '~/components/shell/seo_head'
import PageForm from '~/components/ui/page_form'
import type { SharedProps } from '~/types'
import { urlFor } from '~/lib/routes'

/** Step 1 of the reset: ask for a link. The answer is the same for any address. */
export default function ForgotPassword({ sent }: { sent: boolean }) {
  const { t } = useTranslation()
  const { site } = usePage<SharedProps>().props

  return (
    <section className="container auth-page">
      <SeoHead
        title={t('meta.forgotPassword.title')}
        description={t('meta.forgotPassword.description')}
      />
      <div className="card auth-card">
        <h1>{t('account.forgot.title')}</h1>
        {sent ? (
          <div role="status" data-testid="reset-sent">
            <h2>{t('account.forgot.sentTitle')}</h2>
            <p>{t('account.forgot.sentText')}</p>
          </div>
        ) : (
          <>
            <p className="muted">{t('account.forgot.text')}</p>
            <PageForm
              action={urlFor('password.send_link')}
              validate={({ email }) =>
                email?.trim() ? null : t('validation.accounts.forgot.email.required')
              }
              failure={t('auth.reset.sendFailed')}
            >
              {({ errors, processing, alert }) => (
                <>
                  <FormAlert message={alert} />
                  <TextField
                    id="email"
                    type="email"
                    autoComplete="email"
                    label={t('account.fields.email')}
                    error={errors.email}
                  />
                  <button type="submit" className="btn btn-primary btn-block" disabled={processing}>
                    {processing && <span className="spinner" aria-hidden="true" />}
                    {t('account.forgot.submit')}
                  </button>
                </>
              )}
            </PageForm>
          </>
        )}
        <div className="auth-links">
          <Link href={urlFor('login.show')}>{t('account.forgot.backToLogin')}</Link>
          <span>
            {t('account.forgot.support')}{' '}
            <a href={`mailto:${site.supportEmail}`}>{site.supportEmail}</a>
          </span>
        </div>
      </div>
    </section>
  )
}
