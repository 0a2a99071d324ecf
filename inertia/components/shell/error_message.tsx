import type { ReactNode } from 'react'
import SeoHead from '~/components/shell/seo_head'

type Props = {
  status: number
  /** The document's title and description, then the page's heading and text. */
  meta: { title: string; description: string }
  title: string
  text: string
  testId?: string
  role?: 'alert'
  /** The ways on. */
  children: ReactNode
}

/** The layout every error page shares: its status, what happened, and where to go from here. */
export default function ErrorMessage(props: Props) {
  const { status, meta, title, text, testId, role, children } = props
  return (
    <section className="container page-message" data-testid={testId} role={role}>
      <SeoHead title={meta.title} description={meta.description} noindex />
      <p className="error-code" aria-hidden="true">
        {status}
      </p>
      <h1>{title}</h1>
      <p className="muted">{text}</p>
      <div className="actions">{children}</div>
    </section>
  )
}
