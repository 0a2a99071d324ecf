import { router } from '@inertiajs/react'
import { useState } from 'react'
import { useTranslation } from '~/lib/use_translation'

/**
 * A page whose content could not load (the server said so, or the network failed on a filter
 * change): the generic error, a retry, and optionally a way back, so the visitor is never stuck.
 */
export default function LoadError(props: {
  title?: string
  backHref?: string
  backLabel?: string
  onRetry?: () => void
}) {
  const { t } = useTranslation()
  const [retrying, setRetrying] = useState(false)
  const retry =
    props.onRetry ??
    (() => {
      setRetrying(true)
      router.reload({ onFinish: () => setRetrying(false) })
    })
  return (
    <section className="load-error card" role="alert" data-testid="load-error">
      <h2>{props.title ?? t('errors.general')}</h2>
      <p className="muted">{t('catalog.loadError.text')}</p>
      <div className="actions">
        <button type="button" className="btn btn-primary" onClick={retry} disabled={retrying}>
          {t('common.retry')}
        </button>
        {props.backHref && (
          <a href={props.backHref} className="btn btn-ghost">
            {props.backLabel ?? t('common.back')}
          </a>
        )}
      </div>
    </section>
  )
}
