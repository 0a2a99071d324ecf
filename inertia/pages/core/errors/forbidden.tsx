import { Link } from '@inertiajs/react'
import { useTranslation } from '~/lib/use_translation'
import ErrorMessage from '~/components/shell/error_message'
import { urlFor } from '~/lib/routes'

export default function Forbidden() {
  const { t } = useTranslation()
  return (
    <ErrorMessage
      status={403}
      meta={{ title: t('meta.forbidden.title'), description: t('meta.forbidden.description') }}
      title={t('errors.forbiddenPage.title')}
      text={t('errors.forbiddenPage.text')}
      testId="forbidden"
    >
      <Link href={urlFor('home')} className="btn btn-primary">
        {t('common.goHome')}
      </Link>
    </ErrorMessage>
  )
}
