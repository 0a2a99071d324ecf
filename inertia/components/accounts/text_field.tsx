import { usePage } from '@inertiajs/react'
import type { SharedProps } from '~/types'

type Props = {
  id: string
  /** The field's name in the form; its id unless told. */
  name?: string
  label: string
  error?: string
  type?: 'text' | 'email'
  autoComplete?: string
  maxLength?: number
}

/** A labelled input with its error beside it (the server's validation message). */
export default function TextField({
  id,
  name = id,
  label,
  error,
  type = 'text',
  autoComplete,
  maxLength,
}: Props) {
  const old = usePage<SharedProps>().props.oldInput?.[name]
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={name}
        type={type}
        autoComplete={autoComplete}
        maxLength={maxLength}
        defaultValue={typeof old === 'string' ? old : ''}
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
