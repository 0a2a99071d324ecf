import { Link } from '@inertiajs/react'
import { useTranslation } from '~/lib/use_translation'

/** Page numbers around the current one, with gaps: 1 … 4 5 [6] 7 8 … 20. */
export function pageWindow(page: number, lastPage: number, radius = 2): Array<number | null> {
  const pages: Array<number | null> = []
  for (let n = 1; n <= lastPage; n++) {
    if (n === 1 || n === lastPage || Math.abs(n - page) <= radius) pages.push(n)
    else if (pages[pages.length - 1] !== null) pages.push(null)
  }
  return pages
}

/**
 * Previous / next links (and numbers unless `compact`) built by `href`, so
 * every page is a real link that keeps the current filters.
 */
export default function Pagination(props: {
  page: number
  lastPage: number
  href: (page: number) => string
  compact?: boolean
}) {
  const { page, lastPage, href, compact } = props
  const { t } = useTranslation()
  if (lastPage <= 1) return null
  const edge = (target: number, label: string, rel: 'prev' | 'next', disabled: boolean) =>
    disabled ? (
      <span className="btn btn-ghost btn-sm is-disabled" aria-disabled="true">
        {label}
      </span>
    ) : (
      <Link href={href(target)} rel={rel} className="btn btn-ghost btn-sm">
        {label}
      </Link>
    )
  return (
    <nav className="pagination" aria-label={t('catalog.pagination.label')}>
      {edge(page - 1, t('common.previous'), 'prev', page <= 1)}
      {compact ? (
        <span className="pagination-status">
          {t('catalog.pagination.status', { page, lastPage })}
        </span>
      ) : (
        <ol>
          {pageWindow(page, lastPage).map((n, index) =>
            n === null ? (
              <li key={`gap-${index}`} aria-hidden="true" className="pagination-gap">
                …
              </li>
            ) : (
              <li key={n}>
                <Link
                  href={href(n)}
                  className={`pagination-page ${n === page ? 'is-current' : ''}`}
                  aria-current={n === page ? 'page' : undefined}
                  aria-label={t('catalog.pagination.page', { page: n })}
                >
                  {n}
                </Link>
              </li>
            )
          )}
        </ol>
      )}
      {edge(page + 1, t('common.next'), 'next', page >= lastPage)}
    </nav>
  )
}
