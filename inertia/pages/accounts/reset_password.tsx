import { Link, usePage } from '@inertiajs/react'
import { useTranslation } from '~/lib/use_translation'
import FormAlert from '~/components/accounts/form_alert'
import PasswordInput from '~/components/accounts/password_input'
import AuthCard, { SubmitButton } from '~/components/accounts/auth_card'
import PageForm from '~/components/ui/page_form'
import type { SharedProps } from '~/types'
import { urlFor } from '~/lib/routes'

/** Step 2 of the reset: the mailed link opens this page with its token. */
export default function ResetPassword(props: {
  token: string
  valid: boolean
  passwordLength: { min: number }
}) {
  const { token, valid, passwordLength } = props
  const { t } = useTranslation()
  const { site } = usePage<SharedProps>().props
  const problem = ({ password, password_confirmation: confirmation }: Record<string, string>) => {
    if (!password || !confirmation) return t('validation.accounts.reset.required')
    if (password !== confirmation) return t('validation.accounts.reset.password.confirmed')
    if (password.length < passwordLength.min) {
      return t('validation.accounts.reset.password.minLength', { min: passwordLength.min })
    }
    return null
  }

  return (
    <AuthCard
      meta={{
        title: t('meta.resetPassword.title'),
        description: t('meta.resetPassword.description'),
        noindex: true,
      }}
      title={t('account.reset.title')}
      links={
        <>
          <Link href={urlFor('password.forgot')}>{t('account.reset.backToRequest')}</Link>
          <Link href={urlFor('login.show')}>{t('account.reset.backToLogin')}</Link>
          <a href={`mailto:${site.supportEmail}`}>{site.supportEmail}</a>
        </>
      }
    >
      {!valid ? (
        <div data-testid="reset-invalid">
          <FormAlert message={t('account.reset.invalidTitle')} />
          <p>{t('account.reset.invalidText')}</p>
        </div>
      ) : (
        <>
          <PageForm
            action={urlFor('password.reset')}
            validate={problem}
            failure={t('auth.reset.failed')}
            clearOnFinish={['password', 'password_confirmation']}
          >
            {({ errors, processing, alert }) => (
              <>
                <FormAlert message={alert ?? errors.token} />
                <input type="hidden" name="token" value={token} />
                <PasswordInput
                  id="password"
                  autoComplete="new-password"
                  label={t('account.fields.newPassword')}
                  error={errors.password}
                />
                <PasswordInput
                  id="password_confirmation"
                  autoComplete="new-password"
                  label={t('account.fields.confirmPassword')}
                  error={errors.password_confirmation}
                />
                <SubmitButton processing={processing}>{t('account.reset.submit')}</SubmitButton>
              </>
            )}
          </PageForm>
        </>
      )}
    </AuthCard>
  )
}
