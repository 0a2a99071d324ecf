import { Link } from '@inertiajs/react'
import { useTranslation } from '~/lib/use_translation'
import { urlFor } from '~/lib/routes'

/** The way to ask for a generated result's removal (the request form knows the result). */
export function ReportLink({ taskId }: { taskId: string }) {
  const { t } = useTranslation()
  return (
    <Link
      className="btn btn-sm btn-ghost"
      href={urlFor('takedown.new', undefined, { qs: { task: taskId } })}
      data-testid="report-result"
    >
      {t('studio.takedown.report')}
    </Link>
  )
}

/** Why a result shows nothing: hidden while a removal request is reviewed, or removed after it. */
export function TakenDownNotice({ state }: { state: 'withheld' | 'removed' }) {
  const { t } = useTranslation()
  return (
    <div className="media-placeholder" data-testid="taken-down" role="status">
      <span>{t(`studio.takedown.${state}`)}</span>
    </div>
  )
}
