import { Link } from '@inertiajs/react'
import { useTranslation } from 'react-i18next'
import SeoHead from '~/components/shell/seo_head'
import { urlFor } from '~/lib/routes'

export default function NotFound() {
  const { t } = useTranslation()
  return (
    <section className="container page-message" data-testid="not-found">
      <SeoHead
        title={t('meta.notFound.title')}
        description={t('meta.notFound.description')}
        noindex
      />
      <p className="error-code" aria-hidden="true">
        404
      </p>
      <h1>{t('errors.notFoundPage.title')}</h1>
      <p className="muted">{t('errors.notFoundPage.text')}</p>
      <div className="actions">
        <Link href={urlFor('home')} className="btn btn-primary">
          {t('common.goHome')}
        </Link>
        <Link href={urlFor('models.index')} className="btn btn-ghost">
          {t('errors.notFoundPage.browseModels')}
        </Link>
      </div>
    </section>
  )
}
