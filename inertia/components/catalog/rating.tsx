import { useTranslation } from '~/lib/use_translation'
import { formatRating } from '~/lib/format'

/** "★ 4.3" with a spoken label ("Rated 4.3 out of 5"). */
export default function Rating({ value }: { value: number }) {
  const { t, i18n } = useTranslation()
  const text = formatRating(value, i18n.language)
  return (
    // role="img": a plain span may not carry an aria-label (ARIA 1.2).
    <span className="catalog-rating" role="img" aria-label={t('catalog.rating', { value: text })}>
      <span aria-hidden="true">★ {text}</span>
    </span>
  )
}
