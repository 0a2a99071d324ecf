import { Link } from '@inertiajs/react'
import { useTranslation } from 'react-i18next'
import SeoHead from '~/components/shell/seo_head'
import { urlFor } from '~/lib/routes'

export default function Forbidden() {
  const { t } = useTranslation()
  return (
    <section className="container page-message" data-testid="forbidden">
      <SeoHead
        title={t('meta.forbidden.title')}
        description={t('meta.forbidden.description')}
        noindex
      />
      <p className="error-code" aria-hidden="true">
        403
      </p>
      <h1>{t('errors.forbiddenPage.title')}</h1>
      <p className="muted">{t('errors.forbiddenPage.text')}</p>
      <div className="actions">
        <Link href={urlFor('home')} className="btn btn-primary">
          {t('common.goHome')}
        </Link>
      </div>
    </section>
  )
}
