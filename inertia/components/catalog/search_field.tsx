import { useEffect, useRef, useState } from 'react'
import { useTypedBeforeHydration } from '~/components/ui/use_typed_before_hydration'

/** Waits for a pause in typing before searching, so each keystroke is not a request. */
const DEBOUNCE_MS = 350

/**
 * A search box bound to the URL's `q`: it follows the prop after a
 * navigation, and reports typing (debounced) and Enter (at once).
 */
export default function SearchField(props: {
  id: string
  label: string
  placeholder: string
  value: string
  onSearch: (value: string) => void
}) {
  const { value, onSearch } = props
  const [text, setText] = useState(value)
  // After a navigation (back button, "clear filters") the box shows the URL's text.
  const [shown, setShown] = useState(value)
  if (shown !== value) {
    setShown(value)
    setText(value)
  }
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])
  // Typed before the page was interactive: kept, and Enter then searches for it.
  useTypedBeforeHydration(props.id, text, setText)

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
        value={text}
        maxLength={100}
        placeholder={props.placeholder}
        autoComplete="off"
        onChange={(event) => {
          const next = event.target.value
          setText(next)
          clearTimeout(timer.current)
          timer.current = setTimeout(() => submit(next), DEBOUNCE_MS)
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault()
            submit(text)
          }
        }}
      />
    </div>
  )
}
