import { router } from '@inertiajs/react'
import { Component, type ReactNode } from 'react'
import { useTranslation } from '~/lib/use_translation'
import { urlFor } from '~/lib/routes'

function ErrorFallback({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation()
  return (
    <section className="container page-message" role="alert">
      <h1>{t('errors.boundary.title')}</h1>
      <p className="muted">{t('errors.boundary.text')}</p>
      <div className="actions">
        <button type="button" className="btn btn-primary" onClick={onRetry}>
          {t('common.retry')}
        </button>
        <a className="btn btn-ghost" href={urlFor('home')}>
          {t('common.goHome')}
        </a>
      </div>
    </section>
  )
}

type Props = { children: ReactNode; resetKey: string }
type State = { error: Error | null }

/**
 * Catches a crash in a page so the header and footer stay usable; retry
 * re-renders with fresh props. Navigating away (resetKey) clears it too.
 */
export default class ErrorBoundary extends Component<Props, State> {
  state: State = { error: null }

  static getDerivedStateFromError(error: Error): State {
    return { error }
  }

  componentDidUpdate(previous: Props) {
    if (previous.resetKey !== this.props.resetKey && this.state.error)
      this.setState({ error: null })
  }

  componentDidCatch(error: Error) {
    console.error(error)
  }

  retry = () => {
    this.setState({ error: null })
    router.reload()
  }

  render() {
    if (this.state.error) return <ErrorFallback onRetry={this.retry} />
    return this.props.children
  }
}
