import { Link, usePage } from '@inertiajs/react'
import { useTranslation } from '~/lib/use_translation'
import FormAlert from '~/components/accounts/form_alert'
import NewPasswordFields, { newPasswordProblem } from '~/components/accounts/new_password_fields'
import TextField from '~/components/accounts/text_field'
import AuthCard, { SubmitButton } from '~/components/accounts/auth_card'
import PageForm from '~/components/ui/page_form'
import type { SharedProps } from '~/types'
import { urlFor } from '~/lib/routes'

type Props = {
  passwordLength: { min: number }
  usernameLength: { max: number }
}

export default function Register({ passwordLength, usernameLength }: Props) {
  const { t } = useTranslation()
  const { oldInput } = usePage<SharedProps>().props

  const problem = (fields: Record<string, string>) => {
    const { username, email, password, password_confirmation: confirmation } = fields
    if (!username?.trim() || !email?.trim() || !password || !confirmation) {
      return t('validation.accounts.register.required')
    }
    return newPasswordProblem(fields, passwordLength.min, {
      confirmed: t('validation.accounts.register.password.confirmed'),
      minLength: t('validation.accounts.register.password.minLength', { min: passwordLength.min }),
    })
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
              maxLength={usernameLength.max}
            />
            <TextField
              id="email"
              type="email"
              autoComplete="email"
              label={t('account.fields.email')}
              error={errors.email}
            />
            <NewPasswordFields label={t('account.fields.password')} errors={errors} />
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
