import { useEffect, useState } from 'react'

/*
| A server-rendered form can be typed into before the page's JavaScript has
| run (a slow link). When React takes over, a controlled field's state is
| still the empty initial value: the text stayed on screen until the next
| render wiped it, and the form answered "fill in every field". These hooks
| read what the field holds as the browser renders it for the first time
| (while hydrating, before React writes to it) and hand it to the form.
*/

function hydrating() {
  return typeof document !== 'undefined' && document.documentElement.dataset.hydrated !== 'true'
}

function fieldOf(id: string) {
  const element = document.getElementById(id)
  return element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement
    ? element
    : null
}

/** Text typed into field `id` before hydration becomes the form's value. */
export function useTypedBeforeHydration(
  id: string,
  value: string,
  onChange: (value: string) => void
) {
  const [typed] = useState(() => (hydrating() ? fieldOf(id)?.value : undefined))
  useEffect(() => {
    // After every effect of this first commit: a form's own effects (Inertia's
    // useForm keeps a copy of its data in one) must not write over this value.
    if (typed && typed !== value) queueMicrotask(() => onChange(typed))
    // Once, on the first client render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
}

/** A checkbox ticked (or unticked) before hydration keeps that state. */
export function useCheckedBeforeHydration(
  id: string,
  checked: boolean,
  onChange: (checked: boolean) => void
) {
  const [ticked] = useState(() => {
    if (!hydrating()) return undefined
    const field = fieldOf(id)
    return field instanceof HTMLInputElement ? field.checked : undefined
  })
  useEffect(() => {
    if (ticked !== undefined && ticked !== checked) queueMicrotask(() => onChange(ticked))
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
}
