import { Link } from '@inertiajs/react'
import { useTranslation } from '~/lib/use_translation'
import ErrorMessage from '~/components/shell/error_message'
import { urlFor } from '~/lib/routes'

/** A request the server could not read (an address that is not one): 400. */
export default function BadRequest() {
  const { t } = useTranslation()
  return (
    <ErrorMessage
      status={400}
      meta={{ title: t('meta.badRequest.title'), description: t('meta.badRequest.description') }}
      title={t('errors.badRequestPage.title')}
      text={t('errors.badRequestPage.text')}
      testId="bad-request"
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
