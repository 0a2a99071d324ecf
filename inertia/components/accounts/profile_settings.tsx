import { useState } from 'react'
import { useTranslation } from '~/lib/use_translation'
import PasswordInput from '~/components/accounts/password_input'
import FormAlert from '~/components/accounts/form_alert'
import NewPasswordFields from '~/components/accounts/new_password_fields'
import PageForm from '~/components/ui/page_form'
import { urlFor } from '~/lib/routes'

/** Settings tab: password change, other devices, data export, account deletion. */
export default function ProfileSettings() {
  const { t } = useTranslation()
  const [confirming, setConfirming] = useState(false)

  return (
    <div className="profile-grid">
      <PageForm
        action={urlFor('profile.password')}
        className="card"
        options={{ preserveScroll: true }}
        clearOnFinish={['currentPassword', 'password', 'password_confirmation']}
      >
        {({ errors, processing, alert }) => (
          <>
            <h2>{t('account.profile.changePassword')}</h2>
            <p className="muted small">{t('account.profile.changePasswordHelp')}</p>
            <FormAlert message={alert} />
            <PasswordInput
              id="currentPassword"
              autoComplete="current-password"
              label={t('account.fields.currentPassword')}
              error={errors.currentPassword}
            />
            <NewPasswordFields
              label={t('account.fields.newPassword')}
              errors={errors}
              ids={['newPassword', 'newPasswordConfirmation']}
            />
            <button type="submit" className="btn btn-primary" disabled={processing}>
              {t('account.profile.changePassword')}
            </button>
          </>
        )}
      </PageForm>

      <PageForm
        action={urlFor('profile.end_other_sessions')}
        className="card"
        options={{ preserveScroll: true }}
      >
        {({ processing }) => (
          <>
            <h2>{t('account.profile.sessions')}</h2>
            <p className="muted small">{t('account.profile.sessionsHelp')}</p>
            <button type="submit" className="btn btn-ghost" disabled={processing}>
              {t('account.profile.endOtherSessions')}
            </button>
          </>
        )}
      </PageForm>

      <div className="card">
        <h2>{t('account.profile.data')}</h2>
        <p className="muted small">{t('account.profile.exportHelp')}</p>
        <a href={urlFor('profile.export')} className="btn btn-ghost" download>
          {t('account.profile.export')}
        </a>
        <hr />
        <p className="muted small">{t('account.profile.deleteHelp')}</p>
        {confirming ? (
          <PageForm
            action={urlFor('profile.destroy')}
            errorBag="removal"
            clearOnFinish={['password']}
          >
            {({ errors, processing, alert }) => (
              <>
                <FormAlert message={alert} />
                <PasswordInput
                  id="deletePassword"
                  name="password"
                  autoComplete="current-password"
                  label={t('account.profile.deletePassword')}
                  error={errors.password}
                />
                <div className="actions">
                  <button type="submit" className="btn btn-danger" disabled={processing}>
                    {t('account.profile.deleteConfirm')}
                  </button>
                  <button
                    type="button"
                    className="btn btn-ghost"
                    onClick={() => setConfirming(false)}
                  >
                    {t('common.cancel')}
                  </button>
                </div>
              </>
            )}
          </PageForm>
        ) : (
          <button type="button" className="btn btn-danger" onClick={() => setConfirming(true)}>
            {t('account.profile.delete')}
          </button>
        )}
      </div>
    </div>
  )
}
