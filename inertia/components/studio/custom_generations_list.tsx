import { useEffect, useRef, useState } from 'react'
import { useTranslation } from '~/lib/use_translation'
import { isRunning, type CustomGeneration } from '~/components/studio/custom_mine'
import {
  MINE_ANCHOR,
  markSeen,
  showCustomNotice,
  toldHere,
} from '~/components/studio/custom_notice_toast'
import { clockText } from '~/components/studio/use_request_status'
import { formatDateTime } from '~/lib/format'
import AiLabel from '~/components/ui/ai_label'
import { ReportLink, TakenDownNotice } from '~/components/studio/taken_down'

/** Status marks: ✓ completed, ⏳ in progress, ✗ failed. */
const BADGES: Record<string, string> = {
  completed: '✓',
  pending: '⏳',
  processing: '⏳',
  failed: '✗',
}

/**
 * "My custom generations": each custom photo and video of the last 24 hours, running ones with
 * their stage, finished ones with the result to view and download, failed ones with why (points
 * returned), each with the time it is deleted.
 */
export default function CustomGenerationsList(props: {
  items: CustomGeneration[]
  /** The task the progress window follows: its end is told there, not here. */
  following: string | null
}) {
  const { t } = useTranslation()
  const { items, following } = props
  const statuses = useRef<Map<string, string> | null>(null)
  const [seenHere, setSeenHere] = useState<Set<string>>(() => new Set())

  useEffect(() => {
    const before = statuses.current
    statuses.current = new Map(items.map((item) => [item.taskId, item.status]))
    if (!before) return
    const ended = items.filter(
      (item) =>
        !isRunning(item) &&
        ['pending', 'processing'].includes(before.get(item.taskId) ?? '') &&
        item.taskId !== following &&
        !toldHere.has(item.taskId)
    )
    if (!ended.length) return
    for (const item of ended)
      showCustomNotice(
        t,
        { taskId: item.taskId, type: item.type, status: item.status as 'completed' | 'failed' },
        false
      )
    markSeen(ended.map((item) => item.taskId))
    setSeenHere((current) => new Set([...current, ...ended.map((item) => item.taskId)]))
  }, [items, following, t])

  return (
    <section className="custom-mine" id={MINE_ANCHOR} aria-labelledby="custom-mine-title">
      <h2 id="custom-mine-title">{t('studio.custom.mine.title')}</h2>
      <p className="muted small">{t('studio.custom.mine.intro')}</p>
      {items.length === 0 ? (
        <p className="muted" data-testid="custom-mine-empty">
          {t('studio.custom.mine.empty')}
        </p>
      ) : (
        <ul className="media-grid" data-testid="custom-mine">
          {items.map((item) => (
            <li key={item.taskId}>
              <Card item={item} isNew={item.unseen && !seenHere.has(item.taskId)} />
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}

function Card({ item, isNew }: { item: CustomGeneration; isNew: boolean }) {
  const { t, i18n } = useTranslation()
  const running = isRunning(item)
  return (
    <article
      className="media-card"
      data-testid="custom-mine-item"
      data-task={item.taskId}
      data-status={item.status}
    >
      {item.takenDown ? (
        <TakenDownNotice state={item.takenDown} />
      ) : item.status === 'completed' && item.mediaPath ? (
        <div className="ai-media">
          <AiLabel />
          {item.type === 'video' ? (
            <video
              src={item.mediaPath}
              className="studio-media"
              controls
              muted
              playsInline
              preload="metadata"
            />
          ) : (
            <img src={item.mediaPath} alt={item.prompt} className="studio-media" loading="lazy" />
          )}
        </div>
      ) : (
        <div className="media-placeholder" data-testid="status-badge">
          <span className="media-badge" aria-hidden="true">
            {running ? <span className="spinner" /> : (BADGES[item.status] ?? '?')}
          </span>
          <span>
            {t(`studio.status.${item.status}`)}
            {running && <> · {t(`studio.status.stage.${item.stage}`)}</>}
          </span>
          {running && (
            <span className="muted small">
              {t('studio.status.elapsed', { time: clockText(item.elapsedSeconds) })}
            </span>
          )}
        </div>
      )}
      <p className="media-prompt">
        <strong>{t(`studio.custom.page.${item.type}`)}</strong>
        {isNew && <span className="tab-count">{t('studio.custom.mine.new')}</span>} · {item.prompt}
      </p>
      {item.status === 'failed' && item.message && (
        <p className="field-error small" role="status">
          {item.message}
        </p>
      )}
      <p className="muted small">
        {t('studio.custom.mine.asked', { time: formatDateTime(item.createdAt, i18n.language) })}
        <br />
        {t('studio.custom.mine.expires', { time: formatDateTime(item.expiresAt, i18n.language) })}
      </p>
      {item.downloadPath && (
        <div className="actions">
          <a
            className="btn btn-sm"
            href={item.downloadPath}
            download={item.downloadName}
            target="_blank"
            rel="noreferrer"
          >
            {t('studio.custom.result.download')}
          </a>
          <ReportLink taskId={item.taskId} />
        </div>
      )}
    </article>
  )
}
