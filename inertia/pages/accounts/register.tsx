import { Link, usePage } from '@inertiajs/react'
import { useTranslation } from '~/lib/use_translation'
import FormAlert from '~/components/accounts/form_alert'
import PasswordInput from '~/components/accounts/password_input'
import TextField from '~/components/accounts/text_field'
import AuthCard, { SubmitButton } from '~/components/accounts/auth_card'
import PageForm from '~/components/ui/page_form'
import type { SharedProps } from '~/types'
import { urlFor } from '~/lib/routes'

export default function Register({ passwordLength }: { passwordLength: { min: number } }) {
  const { t } = useTranslation()
  const { oldInput } = usePage<SharedProps>().props

  const problem = (fields: Record<string, string>) => {
    const { username, email, password, password_confirmation: confirmation } = fields
    if (!username?.trim() || !email?.trim() || !password || !confirmation) {
      return t('validation.accounts.register.required')
    }
    if (password !== confirmation) return t('validation.accounts.register.password.confirmed')
    if (password.length < passwordLength.min) {
      return t('validation.accounts.register.password.minLength', { min: passwordLength.min })
    }
    return null
  }

  return (
    <AuthCard
      meta={{ title: t('meta.register.title'), description: t('meta.register.description') }}
      title={t('account.register.title')}
      subtitle={t('account.register.subtitle')}
      links={
        <span>
          {t('account.register.haveAccount')}{' '}
          <Link href={urlFor('login.show')}>{t('account.register.login')}</Link>
        </span>
      }
    >
      <PageForm
        action={urlFor('register.store')}
        validate={problem}
        failure={t('auth.register.failed')}
        clearOnFinish={['password', 'password_confirmation']}
      >
        {({ errors, processing, alert }) => (
          <>
            <FormAlert message={alert} />
            <TextField
              id="username"
              autoComplete="username"
              label={t('account.fields.username')}
              error={errors.username}
            />
            <TextField
              id="email"
              type="email"
              autoComplete="email"
              label={t('account.fields.email')}
              error={errors.email}
            />
            <PasswordInput
              id="password"
              autoComplete="new-password"
              label={t('account.fields.password')}
              error={errors.password}
            />
            <PasswordInput
              id="password_confirmation"
              autoComplete="new-password"
              label={t('account.fields.confirmPassword')}
              error={errors.password_confirmation}
            />
            <div className="field field-check">
              <label htmlFor="adult">
                <input
                  id="adult"
                  name="adult"
                  type="checkbox"
                  defaultChecked={oldInput?.adult === 'on'}
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
            <SubmitButton processing={processing}>{t('account.register.submit')}</SubmitButton>
          </>
        )}
      </PageForm>
    </AuthCard>
  )
}
