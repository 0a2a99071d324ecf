import { Link } from '@inertiajs/react'
import { useTranslation } from '~/lib/use_translation'
import type { Data } from '@generated/data'
import { urlFor } from '~/lib/routes'
import AiLabel from '~/components/ui/ai_label'
import { ReportLink } from '~/components/studio/taken_down'

/** A finished photo or video: the picture or a player, its download, the way to the profile. */
export default function StudioResult(props: {
  view: Data.Studio.StudioRequest
  onClose: () => void
}) {
  const { t } = useTranslation()
  const { view } = props
  const isVideo = view.kind.endsWith('video')
  return (
    <div className="studio-result" data-testid="studio-result">
      {view.mediaPath && (
        <div className="ai-media">
          <AiLabel />
          {isVideo ? (
            <video
              src={view.mediaPath}
              controls
              autoPlay
              muted
              playsInline
              className="studio-media"
            />
          ) : (
            <img src={view.mediaPath} alt={view.prompt} className="studio-media" />
          )}
        </div>
      )}
      <p className="muted small">{view.prompt}</p>
      <div className="actions">
        {view.downloadPath && (
          <a
            href={view.downloadPath}
            download={view.downloadName}
            target="_blank"
            rel="noreferrer"
            className="btn btn-primary"
          >
            {t('studio.result.download')}
          </a>
        )}
        <Link
          href={urlFor('profile.show', undefined, { qs: { tab: isVideo ? 'videos' : 'photos' } })}
          className="btn btn-ghost"
        >
          {t(isVideo ? 'studio.result.toProfileVideo' : 'studio.result.toProfilePhoto')}
        </Link>
        <button type="button" className="btn btn-ghost" onClick={props.onClose}>
          {t('studio.result.close')}
        </button>
        {view.mediaPath && <ReportLink taskId={view.taskId} />}
      </div>
    </div>
  )
}
