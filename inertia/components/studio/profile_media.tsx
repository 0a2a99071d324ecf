import { Link, router, usePage } from '@inertiajs/react'
import { useState } from 'react'
import toast from 'react-hot-toast'
import { useTranslation } from '~/lib/use_translation'
import type { Data } from '@generated/data'
import { api } from '~/lib/api'
import { formatDateTime } from '~/lib/format'
import { create } from 'zustand'
import { urlFor } from '~/lib/routes'
import { MINE_HREF } from '~/components/studio/custom_notice_toast'
import AiLabel from '~/components/ui/ai_label'
import { ReportLink, TakenDownNotice } from '~/components/studio/taken_down'
import type { SharedProps } from '~/types'

/** Only one of the profile's videos plays at a time; the others are paused and muted. */
const usePlaying = create<{ id: number | null; set: (id: number | null) => void }>((set) => ({
  id: null,
  set: (id) => set({ id }),
}))

const BADGES: Record<string, string> = {
  completed: '✓',
  pending: '⏳',
  processing: '⏳',
  failed: '✗',
}

/** The profile's photos or videos tab: cards with download and delete. */
export default function ProfileMedia(props: {
  kind: 'photo' | 'video'
  items: Data.Studio.StudioRequest[]
}) {
  const { t } = useTranslation()
  if (!props.items.length) {
    return (
      <div className="page-message">
        <p className="muted">
          {t(props.kind === 'photo' ? 'studio.profile.emptyPhotos' : 'studio.profile.emptyVideos')}
        </p>
        <Link href={urlFor('models.index')} className="btn btn-primary">
          {t('studio.profile.browse')}
        </Link>
        <CustomHint />
      </div>
    )
  }
  return (
    <>
      <ul className="media-grid" data-testid={`${props.kind}-list`}>
        {props.items.map((item) => (
          <li key={item.id}>
            <MediaCard kind={props.kind} item={item} />
          </li>
        ))}
      </ul>
      <CustomHint />
    </>
  )
}

/** Custom generations are not in these tabs: where they are, when on. */
function CustomHint() {
  const { t } = useTranslation()
  const { customGeneration } = usePage<SharedProps>().props
  if (!customGeneration) return null
  return (
    <p className="muted small" data-testid="custom-hint">
      {t('studio.custom.mine.profileHint')}{' '}
      <Link href={MINE_HREF}>{t('studio.custom.mine.profileLink')}</Link>
    </p>
  )
}

function MediaCard({ kind, item }: { kind: 'photo' | 'video'; item: Data.Studio.StudioRequest }) {
  const { t, i18n } = useTranslation()
  const [deleting, setDeleting] = useState(false)
  const remove = async () => {
    const question =
      kind === 'photo' ? 'studio.profile.deleteConfirmPhoto' : 'studio.profile.deleteConfirmVideo'
    if (!window.confirm(t(question))) return
    setDeleting(true)
    const deleted = await api(kind === 'photo' ? 'photos.destroy' : 'videos.destroy', {
      params: { id: item.id },
    }).then(
      () => true,
      () => false
    )
    setDeleting(false)
    if (!deleted) return toast.error(t('studio.profile.deleteFailed'))
    toast.success(t('studio.profile.deleted'))
    router.reload({ only: ['studio'] })
  }
  return (
    <article className="media-card" data-testid="media-card" data-status={item.status}>
      {item.takenDown ? (
        <TakenDownNotice state={item.takenDown} />
      ) : item.mediaPath ? (
        kind === 'photo' ? (
          <Photo item={item} />
        ) : (
          <Video item={item} />
        )
      ) : (
        <StatusBadge status={item.status} />
      )}
      <p className="media-prompt">{item.prompt}</p>
      <p className="muted small">
        {t(kind === 'photo' ? 'studio.profile.photoOf' : 'studio.profile.videoOf', {
          name: item.modelName ?? t('studio.profile.unknownModel'),
        })}{' '}
        · {formatDateTime(item.createdAt, i18n.language)}
      </p>
      <div className="actions">
        {item.downloadPath && (
          <a
            className="btn btn-sm"
            href={item.downloadPath}
            download={item.downloadName}
            target="_blank"
            rel="noreferrer"
          >
            {t('studio.profile.download')}
          </a>
        )}
        {item.mediaPath && <ReportLink taskId={item.taskId} />}
        <button
          type="button"
          className="btn btn-sm btn-danger"
          onClick={remove}
          disabled={deleting}
        >
          {t('studio.profile.delete')}
        </button>
      </div>
    </article>
  )
}

function Photo({ item }: { item: Data.Studio.StudioRequest }) {
  const { t } = useTranslation()
  const [broken, setBroken] = useState(false)
  if (broken) {
    return (
      <div className="media-placeholder" role="img" aria-label={t('studio.profile.imageMissing')}>
        {t('studio.profile.imageMissing')}
      </div>
    )
  }
  return (
    <div className="ai-media">
      <AiLabel />
      <img
        src={item.mediaPath!}
        alt={item.prompt}
        className="studio-media"
        loading="lazy"
        onError={() => setBroken(true)}
      />
    </div>
  )
}

function Video({ item }: { item: Data.Studio.StudioRequest }) {
  const { t } = useTranslation()
  const { id: playing, set } = usePlaying()
  const mine = playing === item.id
  return (
    <div className="media-video">
      <div className="ai-media">
        <AiLabel />
        <video
          ref={(element) => {
            if (!element) return
            if (!mine && !element.paused) element.pause()
            if (mine && element.paused) element.play().catch(() => set(null))
          }}
          src={item.mediaPath!}
          className="studio-media"
          muted={!mine}
          playsInline
          preload="metadata"
          onEnded={() => set(null)}
        />
      </div>
      <button
        type="button"
        className="btn btn-sm"
        aria-pressed={mine}
        onClick={() => set(mine ? null : item.id)}
      >
        {mine ? t('studio.profile.pause') : t('studio.profile.play')}
      </button>
    </div>
  )
}

/** ✓ completed, ⏳ in progress, ✗ failed, else "?" with the raw status. */
function StatusBadge({ status }: { status: string }) {
  const { t } = useTranslation()
  const known = status in BADGES
  return (
    <div className="media-placeholder" data-testid="status-badge">
      <span className="media-badge" aria-hidden="true">
        {BADGES[status] ?? '?'}
      </span>
      <span>{known ? t(`studio.status.${status}`) : status}</span>
    </div>
  )
}
