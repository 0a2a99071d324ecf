import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useTypedBeforeHydration } from '~/components/ui/use_typed_before_hydration'

type Props = {
  id: string
  label: string
  value: string
  onChange: (value: string) => void
  error?: string
  autoComplete: 'current-password' | 'new-password'
}

/** A password field with the show/hide toggle of the login screen (product.md §2). */
export default function PasswordInput({ id, label, value, onChange, error, autoComplete }: Props) {
  const { t } = useTranslation()
  const [visible, setVisible] = useState(false)
  useTypedBeforeHydration(id, value, onChange)
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <div className="password-input">
        <input
          id={id}
          name={id}
          type={visible ? 'text' : 'password'}
          autoComplete={autoComplete}
          value={value}
          onChange={(event) => onChange(event.target.value)}
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
