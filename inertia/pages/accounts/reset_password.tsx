import { Link, useForm, usePage } from '@inertiajs/react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import FormAlert from '~/components/accounts/form_alert'
import PasswordInput from '~/components/accounts/password_input'
import SeoHead from '~/components/shell/seo_head'
import type { SharedProps } from '~/types'
import { urlFor } from '~/lib/routes'

/** Step 2 of the reset: the mailed link opens this page with its token. */
export default function ResetPassword({ token, valid }: { token: string; valid: boolean }) {
  const { t } = useTranslation()
  const { site } = usePage<SharedProps>().props
  const form = useForm({ token, password: '', password_confirmation: '' })
  const [clientError, setClientError] = useState<string | null>(null)
  const errors = form.errors as Record<string, string | undefined>

  const submit = (event: React.FormEvent) => {
    event.preventDefault()
    const { password, password_confirmation: confirmation } = form.data
    if (!password || !confirmation) {
      return setClientError(t('validation.accounts.reset.required'))
    }
    if (password !== confirmation) {
      return setClientError(t('validation.accounts.reset.password.confirmed'))
    }
    if (password.length < 6) {
      return setClientError(t('validation.accounts.reset.password.minLength'))
    }
    setClientError(null)
    form.post(urlFor('password.reset'), {
      onError: (received) => {
        if (Object.keys(received).length === 0) setClientError(t('auth.reset.failed'))
      },
      onFinish: () => form.reset('password', 'password_confirmation'),
    })
  }

  return (
    <section className="container auth-page">
      <SeoHead
        title={t('meta.resetPassword.title')}
        description={t('meta.resetPassword.description')}
        noindex
      />
      <div className="card auth-card">
        <h1>{t('account.reset.title')}</h1>
        {!valid ? (
          <div data-testid="reset-invalid">
            <FormAlert message={t('account.reset.invalidTitle')} />
            <p>{t('account.reset.invalidText')}</p>
          </div>
        ) : (
          <>
            <FormAlert message={clientError ?? errors.form ?? errors.token} />
            <form onSubmit={submit} noValidate>
              <PasswordInput
                id="password"
                autoComplete="new-password"
                label={t('account.fields.newPassword')}
                value={form.data.password}
                onChange={(value) => form.setData('password', value)}
                error={errors.password}
              />
              <PasswordInput
                id="password_confirmation"
                autoComplete="new-password"
                label={t('account.fields.confirmPassword')}
                value={form.data.password_confirmation}
                onChange={(value) => form.setData('password_confirmation', value)}
                error={errors.password_confirmation}
              />
              <button
                type="submit"
                className="btn btn-primary btn-block"
                disabled={form.processing}
              >
                {form.processing && <span className="spinner" aria-hidden="true" />}
                {t('account.reset.submit')}
              </button>
            </form>
          </>
        )}
        <div className="auth-links">
          <Link href={urlFor('password.forgot')} onClick={() => form.reset()}>
            {t('account.reset.backToRequest')}
          </Link>
          <Link href={urlFor('login.show')}>{t('account.reset.backToLogin')}</Link>
          <a href={`mailto:${site.supportEmail}`}>{site.supportEmail}</a>
        </div>
      </div>
    </section>
  )
}
