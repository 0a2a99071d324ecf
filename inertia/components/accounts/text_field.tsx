import { useTypedBeforeHydration } from '~/components/ui/use_typed_before_hydration'

type Props = {
  id: string
  label: string
  value: string
  onChange: (value: string) => void
  error?: string
  type?: 'text' | 'email'
  autoComplete?: string
}

/** A labelled input with its error beside it (server validation, product.md §5 wording). */
export default function TextField({
  id,
  label,
  value,
  onChange,
  error,
  type = 'text',
  autoComplete,
}: Props) {
  useTypedBeforeHydration(id, value, onChange)
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={id}
        type={type}
        autoComplete={autoComplete}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={!!error}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      {error && (
        <p id={`${id}-error`} className="field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  )
}
