import { router } from '@inertiajs/react'
import { useTranslation } from '~/lib/use_translation'
import ErrorMessage from '~/components/shell/error_message'
import { urlFor } from '~/lib/routes'

export default function ServerError() {
  const { t } = useTranslation()
  return (
    <ErrorMessage
      status={500}
      meta={{ title: t('meta.serverError.title'), description: t('meta.serverError.description') }}
      title={t('errors.serverPage.title')}
      text={t('errors.serverPage.text')}
      role="alert"
    >
      <button type="button" className="btn btn-primary" onClick={() => router.reload()}>
        {t('common.retry')}
      </button>
      <a href={urlFor('home')} className="btn btn-ghost">
        {t('common.goHome')}
      </a>
    </ErrorMessage>
  )
}
