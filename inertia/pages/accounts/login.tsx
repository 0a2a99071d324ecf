import { Link } from '@inertiajs/react'
import { useTranslation } from '~/lib/use_translation'
import FormAlert from '~/components/accounts/form_alert'
import PasswordInput from '~/components/accounts/password_input'
import TextField from '~/components/accounts/text_field'
import SeoHead from '~/components/shell/seo_head'
import PageForm from '~/components/ui/page_form'
import { urlFor } from '~/lib/routes'

export default function Login() {
  const { t } = useTranslation()

  return (
    <section className="container auth-page">
      <SeoHead title={t('meta.login.title')} description={t('meta.login.description')} />
      <div className="card auth-card">
        <h1>{t('account.login.title')}</h1>
        <p className="muted">{t('account.login.subtitle')}</p>
        <PageForm
          action={urlFor('login.store')}
          validate={({ email, password }) =>
            !email?.trim() || !password ? t('validation.accounts.login.required') : null
          }
          failure={t('auth.login.failed')}
          clearOnFinish={['password']}
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
              <PasswordInput
                id="password"
                autoComplete="current-password"
                label={t('account.fields.password')}
                error={errors.password}
              />
              <button type="submit" className="btn btn-primary btn-block" disabled={processing}>
                {processing && <span className="spinner" aria-hidden="true" />}
                {t('account.login.submit')}
              </button>
            </>
          )}
        </PageForm>
        <div className="auth-links">
          <Link href={urlFor('password.forgot')}>{t('account.login.forgot')}</Link>
          <span>
            {t('account.login.noAccount')}{' '}
            <Link href={urlFor('register.show')}>{t('account.login.register')}</Link>
          </span>
        </div>
      </div>
    </section>
  )
}
