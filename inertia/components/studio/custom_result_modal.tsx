import { useEffect, useState } from 'react'
import { useTranslation } from '~/lib/use_translation'
import Modal from '~/components/ui/modal'
import AiLabel from '~/components/ui/ai_label'
import { clockText } from '~/components/studio/use_request_status'

export type CustomOutcome =
  | { state: 'processing'; startedAt: number; attempt: number }
  | { state: 'completed'; url: string; downloadUrl: string | null; downloadName: string }
  | { state: 'failed'; message: string }

/**
 * The result of a custom generation: the picture or the video with a download and the disclaimer;
 * while a video is in progress, the generating text and the elapsed time.
 */
/** Downloads are named by type and time, png for photos, mp4 for videos. */
export function downloadName(type: 'photo' | 'video') {
  return `${type}-${Date.now()}.${type === 'video' ? 'mp4' : 'png'}`
}

export default function CustomResultModal(props: {
  type: 'photo' | 'video'
  outcome: CustomOutcome
  onClose: () => void
}) {
  const { t } = useTranslation()
  const { outcome, type } = props
  const title =
    outcome.state === 'failed'
      ? t('studio.custom.result.failedTitle')
      : t(type === 'video' ? 'studio.custom.result.videoTitle' : 'studio.custom.result.photoTitle')
  return (
    <Modal title={title} onClose={props.onClose} testId="custom-result">
      {outcome.state === 'processing' && (
        <Generating type={type} startedAt={outcome.startedAt} attempt={outcome.attempt} />
      )}
      {outcome.state === 'completed' && (
        <div className="studio-result">
          <div className="ai-media">
            <AiLabel />
            {type === 'video' ? (
              <video
                src={outcome.url}
                controls
                autoPlay
                muted
                playsInline
                className="studio-media"
              />
            ) : (
              <img
                src={outcome.url}
                alt={t('studio.custom.result.photoTitle')}
                className="studio-media"
              />
            )}
          </div>
          <p className="muted small">
            {t(
              type === 'video'
                ? 'studio.custom.result.disclaimerVideo'
                : 'studio.custom.result.disclaimerPhoto'
            )}
          </p>
          <div className="actions">
            <a
              href={outcome.downloadUrl ?? outcome.url}
              download={outcome.downloadName}
              target="_blank"
              rel="noreferrer"
              className="btn btn-primary"
            >
              {t('studio.custom.result.download')}
            </a>
            <button type="button" className="btn btn-ghost" onClick={props.onClose}>
              {t('studio.custom.result.close')}
            </button>
          </div>
        </div>
      )}
      {outcome.state === 'failed' && (
        <div className="studio-failure" role="alert">
          <p>{outcome.message}</p>
          <div className="actions">
            <button type="button" className="btn btn-primary" onClick={props.onClose}>
              {t('studio.custom.result.retry')}
            </button>
          </div>
        </div>
      )}
    </Modal>
  )
}

function Generating(props: { type: 'photo' | 'video'; startedAt: number; attempt: number }) {
  const { t } = useTranslation()
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000)
    return () => clearInterval(timer)
  }, [])
  const seconds = Math.max(0, Math.round((now - props.startedAt) / 1000))
  return (
    <div className="studio-progress" role="status" data-testid="custom-generating">
      <p>
        <span className="spinner" aria-hidden="true" />{' '}
        {t(
          props.type === 'video'
            ? 'studio.custom.result.generatingVideo'
            : 'studio.custom.result.generatingPhoto'
        )}
      </p>
      <p className="muted small">
        {t('studio.status.elapsed', { time: clockText(seconds) })}
        {props.attempt > 0 && (
          <> · {t('studio.custom.result.attempt', { attempt: props.attempt })}</>
        )}
      </p>
      <p className="muted small">{t('studio.custom.mine.closeNote')}</p>
    </div>
  )
}
