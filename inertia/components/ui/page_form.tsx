import { Form, usePage } from '@inertiajs/react'
import { useRef, useState, type ComponentProps, type ReactNode } from 'react'
import type { SharedProps } from '~/types'

/*
| Every server-rendered form of the app, one way: a real
| <form method="post" action> with the page's CSRF token in a field, so
| Enter or a click before the page's script has run is a plain form post
| the server answers as it answers Inertia (back with the errors and the
| input, or on to the next page), and never a GET that would put a
| password into the URL. Once React runs, Inertia's <Form> sends the same
| fields (read from the form when it is sent: the fields are uncontrolled,
| ~/components/ui/use_field_text) as a visit.
*/

type Errors = Record<string, string | undefined>
type Fields = Record<string, string>

export type PageFormState = {
  /** Errors beside the fields: the page's (after a plain post) and this form's last send. */
  errors: Errors
  processing: boolean
  /** The whole-form message: a client check's, or the server's `form` error, or `failure`. */
  alert: string | null
}

type Props = Omit<ComponentProps<typeof Form>, 'children' | 'action' | 'method' | 'onBefore'> & {
  action: string
  /** A check before an Inertia send: a message stops it (the server checks again). */
  validate?: (fields: Fields) => string | null
  /** Shown when a send fails with no message of its own. */
  failure?: string
  /** Emptied after every send (passwords), whatever the answer. */
  clearOnFinish?: string[]
  /** Emptied after a send that succeeded. (Inertia's own reset puts back what the fields
   *  held when React adopted them, which may be text typed before.) */
  clearOnSuccess?: string[]
  children: (state: PageFormState) => ReactNode
}

/**
 * The page's CSRF token as a form field, for a plain post before the script
 * runs (empty on pages that offer none: the script's header carries one).
 */
export function CsrfField({ ref }: { ref?: React.Ref<HTMLInputElement> }) {
  const { csrfToken } = usePage<SharedProps>().props
  return <input ref={ref} type="hidden" name="_csrf" value={csrfToken ?? ''} />
}

function fieldsOf(data: unknown): Fields {
  const fields: Fields = {}
  const entries = data instanceof FormData ? data.entries() : Object.entries(data ?? {})
  for (const [name, value] of entries) fields[name] = typeof value === 'string' ? value : ''
  return fields
}

export default function PageForm(props: Props) {
  const { validate, failure, clearOnFinish = [], clearOnSuccess = [], children, ...rest } = props
  const { errorBag, ...formProps } = rest
  const page = usePage<SharedProps>().props
  const token = useRef<HTMLInputElement>(null)
  const [clientError, setClientError] = useState<string | null>(null)
  const [failed, setFailed] = useState(false)
  const all = (page.errors ?? {}) as Record<string, unknown>
  const pageErrors = ((errorBag ? all[errorBag] : all) ?? {}) as Errors
  const clear = (names: string[]) => {
    const form = token.current?.form
    for (const name of names) {
      const field = form?.elements.namedItem(name)
      if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)
        field.value = ''
    }
  }

  return (
    <Form
      {...formProps}
      method="post"
      errorBag={errorBag}
      noValidate
      onBefore={(visit) => {
        const message = validate?.(fieldsOf(visit.data)) ?? null
        setClientError(message)
        setFailed(false)
        return message === null
      }}
      onError={(received) => {
        setFailed(Object.keys(received).length === 0)
        formProps.onError?.(received)
      }}
      onSuccess={(visit) => {
        clear(clearOnSuccess)
        return formProps.onSuccess?.(visit)
      }}
      onFinish={(visit) => {
        clear(clearOnFinish)
        formProps.onFinish?.(visit)
      }}
    >
      {({ errors, processing }) => {
        const shown = { ...pageErrors, ...(errors as Errors) }
        const alert = clientError ?? shown.form ?? (failed && failure ? failure : null)
        return (
          <>
            <CsrfField ref={token} />
            {children({ errors: shown, processing, alert })}
          </>
        )
      }}
    </Form>
  )
}
