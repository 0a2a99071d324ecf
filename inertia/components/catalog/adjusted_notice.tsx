import { useTranslation } from '~/lib/use_translation'

/** Said when the URL's filters were out of range or unknown and were changed. */
export default function AdjustedNotice({ adjusted }: { adjusted: string[] }) {
  const { t } = useTranslation()
  if (!adjusted.length) return null
  return (
    <p className="catalog-notice" role="status" data-testid="adjusted-notice">
      {t('catalog.adjusted')}
    </p>
  )
}
