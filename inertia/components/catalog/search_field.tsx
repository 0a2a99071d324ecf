import { useEffect, useRef } from 'react'
import { useFieldText } from '~/components/ui/use_field_text'

/** Waits for a pause in typing before searching, so each keystroke is not a request. */
const DEBOUNCE_MS = 350

/**
 * A search box bound to the URL's `q`: it follows the prop after a navigation, and reports typing
 * (debounced) and Enter (at once).
 */
export default function SearchField(props: {
  id: string
  label: string
  placeholder: string
  value: string
  /** The longest text the server searches for. */
  maxLength: number
  onSearch: (value: string) => void
}) {
  const { value, onSearch } = props
  const search = useFieldText(value)
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])
  // After a navigation (back button, "clear filters") the box shows the URL's text.
  const shown = useRef(value)
  useEffect(() => {
    if (shown.current === value) return
    shown.current = value
    search.set(value)
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [value])

  const submit = (next: string) => {
    clearTimeout(timer.current)
    if (next.trim() !== value) onSearch(next.trim())
  }

  return (
    <div className="field search-field">
      <label htmlFor={props.id}>{props.label}</label>
      <input
        id={props.id}
        type="search"
        maxLength={props.maxLength}
        placeholder={props.placeholder}
        autoComplete="off"
        {...search.field}
        onChange={(event) => {
          search.field.onChange(event)
          const next = event.target.value
          clearTimeout(timer.current)
          timer.current = setTimeout(() => submit(next), DEBOUNCE_MS)
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault()
            submit(event.currentTarget.value)
          }
        }}
      />
    </div>
  )
}
