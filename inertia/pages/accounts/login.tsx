import { Link, useForm } from '@inertiajs/react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import FormAlert from '~/components/accounts/form_alert'
import PasswordInput from '~/components/accounts/password_input'
import TextField from '~/components/accounts/text_field'
import SeoHead from '~/components/shell/seo_head'
import { urlFor } from '~/lib/routes'

export default function Login() {
  const { t } = useTranslation()
  const form = useForm({ email: '', password: '' })
  const [clientError, setClientError] = useState<string | null>(null)
  const errors = form.errors as Record<string, string | undefined>

  const submit = (event: React.FormEvent) => {
    event.preventDefault()
    if (!form.data.email.trim() || !form.data.password) {
      setClientError(t('validation.accounts.login.required'))
      return
    }
    setClientError(null)
    form.post(urlFor('login.store'), {
      onError: (received) => {
        if (Object.keys(received).length === 0) setClientError(t('auth.login.failed'))
      },
      onFinish: () => form.reset('password'),
    })
  }

  return (
    <section className="container auth-page">
      <SeoHead title={t('meta.login.title')} description={t('meta.login.description')} />
      <div className="card auth-card">
        <h1>{t('account.login.title')}</h1>
        <p className="muted">{t('account.login.subtitle')}</p>
        <FormAlert message={clientError ?? errors.form} />
        <form onSubmit={submit} noValidate>
          <TextField
            id="email"
            type="email"
            autoComplete="email"
            label={t('account.fields.email')}
            value={form.data.email}
            onChange={(value) => form.setData('email', value)}
            error={errors.email}
          />
          <PasswordInput
            id="password"
            autoComplete="current-password"
            label={t('account.fields.password')}
            value={form.data.password}
            onChange={(value) => form.setData('password', value)}
            error={errors.password}
          />
          <button type="submit" className="btn btn-primary btn-block" disabled={form.processing}>
            {form.processing && <span className="spinner" aria-hidden="true" />}
            {t('account.login.submit')}
          </button>
        </form>
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
