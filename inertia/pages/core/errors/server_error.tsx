import { router } from '@inertiajs/react'
import { useTranslation } from 'react-i18next'
import SeoHead from '~/components/shell/seo_head'
import { urlFor } from '~/lib/routes'

export default function ServerError() {
  const { t } = useTranslation()
  return (
    <section className="container page-message" role="alert">
      <SeoHead
        title={t('meta.serverError.title')}
        description={t('meta.serverError.description')}
        noindex
      />
      <p className="error-code" aria-hidden="true">
        500
      </p>
      <h1>{t('errors.serverPage.title')}</h1>
      <p className="muted">{t('errors.serverPage.text')}</p>
      <div className="actions">
        <button type="button" className="btn btn-primary" onClick={() => router.reload()}>
          {t('common.retry')}
        </button>
        <a href={urlFor('home')} className="btn btn-ghost">
          {t('common.goHome')}
        </a>
      </div>
    </section>
  )
}
