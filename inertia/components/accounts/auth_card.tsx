import type { ReactNode } from 'react'
import SeoHead from '~/components/shell/seo_head'

/** The card every sign-in, sign-up, reset and verify page is: its head, its title, its form, its links. */
export default function AuthCard(props: {
  meta: { title: string; description: string; noindex?: boolean }
  title: string
  subtitle?: string
  testId?: string
  links?: ReactNode
  children: ReactNode
}) {
  return (
    <section className="container auth-page">
      <SeoHead {...props.meta} />
      <div className="card auth-card" data-testid={props.testId}>
        <h1>{props.title}</h1>
        {props.subtitle && <p className="muted">{props.subtitle}</p>}
        {props.children}
        {props.links && <div className="auth-links">{props.links}</div>}
      </div>
    </section>
  )
}

/** A form's send button: disabled and spinning while the form is sent. */
export function SubmitButton(props: {
  processing: boolean
  disabled?: boolean
  children: ReactNode
}) {
  return (
    <button
      type="submit"
      className="btn btn-primary btn-block"
      disabled={props.disabled ?? props.processing}
    >
      {props.processing && <span className="spinner" aria-hidden="true" />}
      {props.children}
    </button>
  )
}
