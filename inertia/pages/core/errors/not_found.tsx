import { Link } from '@inertiajs/react'
import { useTranslation } from '~/lib/use_translation'
import ErrorMessage from '~/components/shell/error_message'
import { urlFor } from '~/lib/routes'

export default function NotFound() {
  const { t } = useTranslation()
  return (
    <ErrorMessage
      status={404}
      meta={{ title: t('meta.notFound.title'), description: t('meta.notFound.description') }}
      title={t('errors.notFoundPage.title')}
      text={t('errors.notFoundPage.text')}
      testId="not-found"
    >
      <Link href={urlFor('home')} className="btn btn-primary">
        {t('common.goHome')}
      </Link>
      <Link href={urlFor('models.index')} className="btn btn-ghost">
        {t('errors.notFoundPage.browseModels')}
      </Link>
    </ErrorMessage>
  )
}
