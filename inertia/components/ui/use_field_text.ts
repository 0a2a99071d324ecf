import { useEffect, useRef, useState, type ChangeEvent } from 'react'

/*
| Form fields are uncontrolled: React renders their first value and never writes to them again, so
| what is typed before the page's script runs, or while React takes over, stays exactly as typed (a
| controlled field is set back to React's state on its next render: characters typed during
| hydration were lost). Where the page shows something of a field as it is typed (a counter, a
| button's state), these hooks keep a copy:
*/

type TextElement = HTMLInputElement | HTMLTextAreaElement

/** A text field's value as the page shows it; spread `field` on the <input> or <textarea>. */
export function useFieldText<E extends TextElement = HTMLInputElement>(initial = '') {
  const ref = useRef<E>(null)
  const [text, setText] = useState(initial)
  useEffect(() => {
    // What the field holds once adopted (typed before the script ran): not knowable earlier.
    if (ref.current) setText(ref.current.value)
  }, [])
  return {
    text,
    /** Replaces the text in the field and in the copy (clearing it after a send). */
    set(value: string) {
      if (ref.current) ref.current.value = value
      setText(value)
    },
    field: {
      ref,
      defaultValue: initial,
      onChange: (event: ChangeEvent<E>) => setText(event.target.value),
    },
  }
}

/** A checkbox's state as the page shows it; spread `field` on the <input type="checkbox">. */
export function useFieldChecked(initial = false) {
  const ref = useRef<HTMLInputElement>(null)
  const [checked, setChecked] = useState(initial)
  useEffect(() => {
    if (ref.current) setChecked(ref.current.checked)
  }, [])
  return {
    checked,
    field: {
      ref,
      defaultChecked: initial,
      onChange: (event: ChangeEvent<HTMLInputElement>) => setChecked(event.target.checked),
    },
  }
}
