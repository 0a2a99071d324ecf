import { usePage } from '@inertiajs/react'
import { useState, type ComponentProps, type FormEvent, type ReactNode } from 'react'
import { usePost } from '~/lib/use_post'
import type { SharedProps } from '~/types'

/*
| Every server-rendered form of the app, one way: a real <form method="post" action> with the
| page's CSRF token in a field, so Enter or a click before the page's script has run is a plain
| form post the server answers as it answers Inertia (back with the errors and the input, or on to
| the next page), and never a GET that would put a password into the URL.
*/

type Errors = Record<string, string | undefined>
type Fields = Record<string, string>
type PostOptions = NonNullable<Parameters<ReturnType<typeof usePost>['post']>[2]>

export type PageFormState = {
  /** Errors beside the fields: the page's (after a plain post) and this form's last send. */
  errors: Errors
  processing: boolean
  /** The whole-form message: a client check's, or the server's `form` error, or `failure`. */
  alert: string | null
}

type Props = Omit<ComponentProps<'form'>, 'children' | 'action' | 'method' | 'onSubmit'> & {
  action: string
  /** Errors of this form come in a bag of their own (the server's `errorBag`). */
  errorBag?: string
  /** Visit options (preserveScroll …). */
  options?: Omit<PostOptions, 'errorBag' | 'onSuccess' | 'onError' | 'onFinish'>
  /** A check before an Inertia send: a message stops it (the server checks again). */
  validate?: (fields: Fields) => string | null
  /** Shown when a send fails with no message of its own. */
  failure?: string
  /** Emptied after every send (passwords), whatever the answer. */
  clearOnFinish?: string[]
  /** Emptied after a send that succeeded. */
  clearOnSuccess?: string[]
  onSuccess?: () => void
  children: (state: PageFormState) => ReactNode
}

/**
 * The page's CSRF token as a form field, for a plain post before the script
 * runs (empty on pages that offer none: the script's header carries one).
 */
export function CsrfField() {
  const { csrfToken } = usePage<SharedProps>().props
  return <input type="hidden" name="_csrf" value={csrfToken ?? ''} />
}

/** The text fields (what `validate` reads) and the files chosen (sent as multipart). */
function fieldsOf(data: FormData) {
  const fields: Fields = {}
  const files: Record<string, File> = {}
  for (const [name, value] of data) {
    if (typeof value === 'string') fields[name] = value
    else if (value.size > 0) files[name] = value
  }
  return { fields, files }
}

function clear(form: HTMLFormElement, names: string[]) {
  for (const name of names) {
    const field = form.elements.namedItem(name)
    if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) field.value = ''
  }
}

export default function PageForm(props: Props) {
  const { action, errorBag, options, validate, failure, onSuccess, children, ...formProps } = props
  const { clearOnFinish = [], clearOnSuccess = [], ...attributes } = formProps
  const page = usePage<SharedProps>().props
  const { post, processing, errors } = usePost()
  const [clientError, setClientError] = useState<string | null>(null)
  const [failed, setFailed] = useState(false)
  const all = (page.errors ?? {}) as Record<string, unknown>
  const pageErrors = ((errorBag ? all[errorBag] : all) ?? {}) as Errors
  const shown = { ...pageErrors, ...errors }
  const alert = clientError ?? shown.form ?? (failed && failure ? failure : null)

  const send = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = event.currentTarget
    const submitter = (event.nativeEvent as SubmitEvent).submitter
    const { fields, files } = fieldsOf(new FormData(form, submitter))
    const message = validate?.(fields) ?? null
    setClientError(message)
    setFailed(false)
    if (message !== null) return
    post(
      action,
      { ...fields, ...files },
      {
        ...options,
        errorBag,
        onError: (received) => setFailed(Object.keys(received).length === 0),
        onSuccess: () => {
          clear(form, clearOnSuccess)
          onSuccess?.()
        },
        onFinish: () => clear(form, clearOnFinish),
      }
    )
  }

  return (
    <form {...attributes} method="post" action={action} noValidate onSubmit={send}>
      <CsrfField />
      {children({ errors: shown, processing, alert })}
    </form>
  )
}
