import { useState } from 'react'
import { useTranslation } from '~/lib/use_translation'

type Props = {
  id: string
  /** The field's name in the form; its id unless told. */
  name?: string
  label: string
  error?: string
  autoComplete: 'current-password' | 'new-password'
}

/**
 * A password field with the show/hide toggle of the login screen.
 * Uncontrolled (~/components/ui/use_field_text), and never filled in again by the server.
 */
export default function PasswordInput({ id, name = id, label, error, autoComplete }: Props) {
  const { t } = useTranslation()
  const [visible, setVisible] = useState(false)
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <div className="password-input">
        <input
          id={id}
          name={name}
          type={visible ? 'text' : 'password'}
          autoComplete={autoComplete}
          aria-invalid={!!error}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        <button
          type="button"
          className="btn btn-ghost btn-sm"
          aria-label={visible ? t('account.fields.hidePassword') : t('account.fields.showPassword')}
          aria-pressed={visible}
          aria-controls={id}
          onClick={() => setVisible((shown) => !shown)}
        >
          {visible ? t('account.fields.hide') : t('account.fields.show')}
        </button>
      </div>
      {error && (
        <p id={`${id}-error`} className="field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  )
}
