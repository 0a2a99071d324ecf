import { useForm } from '@inertiajs/react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import PasswordInput from '~/components/accounts/password_input'
import FormAlert from '~/components/accounts/form_alert'
import { urlFor } from '~/lib/routes'

/** Settings tab: password change, other devices, data export, account deletion. */
export default function ProfileSettings() {
  const { t } = useTranslation()
  const password = useForm({ currentPassword: '', password: '', password_confirmation: '' })
  const otherSessions = useForm({})
  const removal = useForm({ password: '' })
  const [confirming, setConfirming] = useState(false)
  const passwordErrors = password.errors as Record<string, string | undefined>
  const removalErrors = removal.errors as Record<string, string | undefined>

  return (
    <div className="profile-grid">
      <form
        className="card"
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          password.post(urlFor('profile.password'), {
            preserveScroll: true,
            onFinish: () => password.reset(),
          })
        }}
      >
        <h2>{t('account.profile.changePassword')}</h2>
        <p className="muted small">{t('account.profile.changePasswordHelp')}</p>
        <FormAlert message={passwordErrors.form} />
        <PasswordInput
          id="currentPassword"
          autoComplete="current-password"
          label={t('account.fields.currentPassword')}
          value={password.data.currentPassword}
          onChange={(value) => password.setData('currentPassword', value)}
          error={passwordErrors.currentPassword}
        />
        <PasswordInput
          id="newPassword"
          autoComplete="new-password"
          label={t('account.fields.newPassword')}
          value={password.data.password}
          onChange={(value) => password.setData('password', value)}
          error={passwordErrors.password}
        />
        <PasswordInput
          id="newPasswordConfirmation"
          autoComplete="new-password"
          label={t('account.fields.confirmPassword')}
          value={password.data.password_confirmation}
          onChange={(value) => password.setData('password_confirmation', value)}
          error={passwordErrors.password_confirmation}
        />
        <button type="submit" className="btn btn-primary" disabled={password.processing}>
          {t('account.profile.changePassword')}
        </button>
      </form>

      <form
        className="card"
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          otherSessions.post(urlFor('profile.end_other_sessions'), { preserveScroll: true })
        }}
      >
        <h2>{t('account.profile.sessions')}</h2>
        <p className="muted small">{t('account.profile.sessionsHelp')}</p>
        <button type="submit" className="btn btn-ghost" disabled={otherSessions.processing}>
          {t('account.profile.endOtherSessions')}
        </button>
      </form>

      <div className="card">
        <h2>{t('account.profile.data')}</h2>
        <p className="muted small">{t('account.profile.exportHelp')}</p>
        <a href={urlFor('profile.export')} className="btn btn-ghost" download>
          {t('account.profile.export')}
        </a>
        <hr />
        <p className="muted small">{t('account.profile.deleteHelp')}</p>
        {confirming ? (
          <form
            noValidate
            onSubmit={(event) => {
              event.preventDefault()
              removal.post(urlFor('profile.destroy'), { onFinish: () => removal.reset() })
            }}
          >
            <FormAlert message={removalErrors.form} />
            <PasswordInput
              id="deletePassword"
              autoComplete="current-password"
              label={t('account.profile.deletePassword')}
              value={removal.data.password}
              onChange={(value) => removal.setData('password', value)}
              error={removalErrors.password}
            />
            <div className="actions">
              <button type="submit" className="btn btn-danger" disabled={removal.processing}>
                {t('account.profile.deleteConfirm')}
              </button>
              <button type="button" className="btn btn-ghost" onClick={() => setConfirming(false)}>
                {t('common.cancel')}
              </button>
            </div>
          </form>
        ) : (
          <button type="button" className="btn btn-danger" onClick={() => setConfirming(true)}>
            {t('account.profile.delete')}
          </button>
        )}
      </div>
    </div>
  )
}
