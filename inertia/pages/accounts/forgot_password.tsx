import { Link, usePage } from '@inertiajs/react'
import { useTranslation } from '~/lib/use_translation'
import FormAlert from '~/components/accounts/form_alert'
import TextField from '~/components/accounts/text_field'
import AuthCard, { SubmitButton } from '~/components/accounts/auth_card'
import PageForm from '~/components/ui/page_form'
import type { SharedProps } from '~/types'
import { urlFor } from '~/lib/routes'

/** Step 1 of the reset: ask for a link. The answer is the same for any address. */
export default function ForgotPassword({ sent }: { sent: boolean }) {
  const { t } = useTranslation()
  const { site } = usePage<SharedProps>().props

  return (
    <AuthCard
      meta={{
        title: t('meta.forgotPassword.title'),
        description: t('meta.forgotPassword.description'),
      }}
      title={t('account.forgot.title')}
      links={
        <>
          <Link href={urlFor('login.show')}>{t('account.forgot.backToLogin')}</Link>
          <span>
            {t('account.forgot.support')}{' '}
            <a href={`mailto:${site.supportEmail}`}>{site.supportEmail}</a>
          </span>
        </>
      }
    >
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
                <SubmitButton processing={processing}>{t('account.forgot.submit')}</SubmitButton>
              </>
            )}
          </PageForm>
        </>
      )}
    </AuthCard>
  )
}
