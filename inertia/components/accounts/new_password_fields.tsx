import PasswordInput from '~/components/accounts/password_input'
import { useTranslation } from '~/lib/use_translation'

type Props = {
  label: string
  errors: Partial<Record<'password' | 'password_confirmation', string>>
  /** Element ids, when a page holds another password field of the same name. */
  ids?: [string, string]
}

/** A new password and its confirmation, posted as `password` and `password_confirmation`. */
export default function NewPasswordFields({
  label,
  errors,
  ids = ['password', 'password_confirmation'],
}: Props) {
  const { t } = useTranslation()
  return (
    <>
      <PasswordInput
        id={ids[0]}
        name="password"
        autoComplete="new-password"
        label={label}
        error={errors.password}
      />
      <PasswordInput
        id={ids[1]}
        name="password_confirmation"
        autoComplete="new-password"
        label={t('account.fields.confirmPassword')}
        error={errors.password_confirmation}
      />
    </>
  )
}

/** The browser's own check of the pair, in the words of the form's translated messages. */
export function newPasswordProblem(
  fields: Record<string, string>,
  minLength: number,
  messages: { confirmed: string; minLength: string }
) {
  if (fields.password !== fields.password_confirmation) return messages.confirmed
  if (fields.password.length < minLength) return messages.minLength
  return null
}
