import { Link } from '@inertiajs/react'
import { useTranslation } from '~/lib/use_translation'
import FormAlert from '~/components/accounts/form_alert'
import PasswordInput from '~/components/accounts/password_input'
import TextField from '~/components/accounts/text_field'
import AuthCard, { SubmitButton } from '~/components/accounts/auth_card'
import PageForm from '~/components/ui/page_form'
import { urlFor } from '~/lib/routes'

export default function Login() {
  const { t } = useTranslation()

  return (
    <AuthCard
      meta={{ title: t('meta.login.title'), description: t('meta.login.description') }}
      title={t('account.login.title')}
      subtitle={t('account.login.subtitle')}
      links={
        <>
          <Link href={urlFor('password.forgot')}>{t('account.login.forgot')}</Link>
          <span>
            {t('account.login.noAccount')}{' '}
            <Link href={urlFor('register.show')}>{t('account.login.register')}</Link>
          </span>
        </>
      }
    >
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
            <SubmitButton processing={processing}>{t('account.login.submit')}</SubmitButton>
          </>
        )}
      </PageForm>
    </AuthCard>
  )
}
