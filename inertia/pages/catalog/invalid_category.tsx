import { Link } from '@inertiajs/react'
import { useTranslation } from '~/lib/use_translation'
import SeoHead from '~/components/shell/seo_head'
import { urlFor } from '~/lib/routes'

/** /categories/undefined and friends: a broken link, not a missing category. */
export default function InvalidCategory() {
  const { t } = useTranslation()
  return (
    <section className="container page-message" data-testid="invalid-category">
      <SeoHead
        title={t('meta.invalidCategory.title')}
        description={t('meta.invalidCategory.description')}
        noindex
      />
      <p className="error-code" aria-hidden="true">
        400
      </p>
      <h1>{t('catalog.invalidCategory.title')}</h1>
      <p className="muted">{t('catalog.invalidCategory.text')}</p>
      <div className="actions">
        <Link href={urlFor('categories.index')} className="btn btn-primary">
          {t('catalog.invalidCategory.action')}
        </Link>
        <Link href={urlFor('home')} className="btn btn-ghost">
          {t('common.goHome')}
        </Link>
      </div>
    </section>
  )
}
