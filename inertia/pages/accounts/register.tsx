import { Link, useForm } from '@inertiajs/react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import FormAlert from '~/components/accounts/form_alert'
import PasswordInput from '~/components/accounts/password_input'
import TextField from '~/components/accounts/text_field'
import { useCheckedBeforeHydration } from '~/components/ui/use_typed_before_hydration'
import SeoHead from '~/components/shell/seo_head'
import { urlFor } from '~/lib/routes'

export default function Register() {
  const { t } = useTranslation()
  const form = useForm({
    username: '',
    email: '',
    password: '',
    password_confirmation: '',
    adult: false,
  })
  const [clientError, setClientError] = useState<string | null>(null)
  useCheckedBeforeHydration('adult', form.data.adult, (adult) => form.setData('adult', adult))
  const errors = form.errors as Record<string, string | undefined>

  const submit = (event: React.FormEvent) => {
    event.preventDefault()
    const { username, email, password, password_confirmation: confirmation } = form.data
    if (!username.trim() || !email.trim() || !password || !confirmation) {
      return setClientError(t('validation.accounts.register.required'))
    }
    if (password !== confirmation) {
      return setClientError(t('validation.accounts.register.password.confirmed'))
    }
    if (password.length < 6) {
      return setClientError(t('validation.accounts.register.password.minLength'))
    }
    setClientError(null)
    form.post(urlFor('register.store'), {
      onError: (received) => {
        if (Object.keys(received).length === 0) setClientError(t('auth.register.failed'))
      },
      onFinish: () => form.reset('password', 'password_confirmation'),
    })
  }

  return (
    <section className="container auth-page">
      <SeoHead title={t('meta.register.title')} description={t('meta.register.description')} />
      <div className="card auth-card">
        <h1>{t('account.register.title')}</h1>
        <p className="muted">{t('account.register.subtitle')}</p>
        <FormAlert message={clientError ?? errors.form} />
        <form onSubmit={submit} noValidate>
          <TextField
            id="username"
            autoComplete="username"
            label={t('account.fields.username')}
            value={form.data.username}
            onChange={(value) => form.setData('username', value)}
            error={errors.username}
          />
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
            autoComplete="new-password"
            label={t('account.fields.password')}
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
          <div className="field field-check">
            <label htmlFor="adult">
              <input
                id="adult"
                type="checkbox"
                checked={form.data.adult}
                onChange={(event) => form.setData('adult', event.target.checked)}
                aria-invalid={!!errors.adult}
              />{' '}
              {t('account.fields.adult')} (
              <Link href={urlFor('legal')}>{t('account.register.legal')}</Link>)
            </label>
            {errors.adult && (
              <p className="field-error" role="alert">
                {errors.adult}
              </p>
            )}
          </div>
          <button type="submit" className="btn btn-primary btn-block" disabled={form.processing}>
            {form.processing && <span className="spinner" aria-hidden="true" />}
            {t('account.register.submit')}
          </button>
        </form>
        <div className="auth-links">
          <span>
            {t('account.register.haveAccount')}{' '}
            <Link href={urlFor('login.show')}>{t('account.register.login')}</Link>
          </span>
        </div>
      </div>
    </section>
  )
}
