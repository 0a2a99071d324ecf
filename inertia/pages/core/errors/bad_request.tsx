import { Link } from '@inertiajs/react'
import { useTranslation } from 'react-i18next'
import SeoHead from '~/components/shell/seo_head'
import { urlFor } from '~/lib/routes'

/** A request the server could not read (an address that is not one): 400. */
export default function BadRequest() {
  const { t } = useTranslation()
  return (
    <section className="container page-message" data-testid="bad-request">
      <SeoHead
        title={t('meta.badRequest.title')}
        description={t('meta.badRequest.description')}
        noindex
      />
      <p className="error-code" aria-hidden="true">
        400
      </p>
      <h1>{t('errors.badRequestPage.title')}</h1>
      <p className="muted">{t('errors.badRequestPage.text')}</p>
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
