import { usePage } from '@inertiajs/react'
import type { SharedProps } from '~/types'

type Props = {
  id: string
  /** The field's name in the form; its id unless told. */
  name?: string
  label: string
  error?: string
  /** A line under the field (what to write, limits). */
  hint?: string
  rows?: number
  maxLength?: number
}

/** A labelled text area with its hint and its error beside it; starts with what a refused form sent. */
export default function TextAreaField({
  id,
  name = id,
  label,
  error,
  hint,
  rows,
  maxLength,
}: Props) {
  const old = usePage<SharedProps>().props.oldInput?.[name]
  const described = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ')
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <textarea
        id={id}
        name={name}
        rows={rows}
        maxLength={maxLength}
        defaultValue={typeof old === 'string' ? old : ''}
        aria-invalid={!!error}
        aria-describedby={described || undefined}
      />
      {hint && (
        <p id={`${id}-hint`} className="muted small">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  )
}
