import { Link, usePage } from '@inertiajs/react'
import { useTranslation } from '~/lib/use_translation'
import FormAlert from '~/components/accounts/form_alert'
import NewPasswordFields, { newPasswordProblem } from '~/components/accounts/new_password_fields'
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
  const problem = (fields: Record<string, string>) => {
    if (!fields.password || !fields.password_confirmation) {
      return t('validation.accounts.reset.required')
    }
    return newPasswordProblem(fields, passwordLength.min, {
      confirmed: t('validation.accounts.reset.password.confirmed'),
      minLength: t('validation.accounts.reset.password.minLength', { min: passwordLength.min }),
    })
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
                <NewPasswordFields label={t('account.fields.newPassword')} errors={errors} />
                <SubmitButton processing={processing}>{t('account.reset.submit')}</SubmitButton>
              </>
            )}
          </PageForm>
        </>
      )}
    </AuthCard>
  )
}
