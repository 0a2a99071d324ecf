import { Link } from '@inertiajs/react'
import { useRef, useState } from 'react'
import { useTranslation } from '~/lib/use_translation'
import type { Data } from '@generated/data'
import { urlFor } from '~/lib/routes'
import AiLabel from '~/components/ui/ai_label'

/**
 * An example clip: still (its poster) until hovered, then it plays muted and loops; on touch
 * screens a tap toggles it.
 */
export default function VideoTile({ clip }: { clip: Data.Catalog.ShowcaseClip }) {
  const { t } = useTranslation()
  const video = useRef<HTMLVideoElement>(null)
  const [playing, setPlaying] = useState(false)

  const play = () => {
    const element = video.current
    if (!element) return
    // play() rejects when interrupted by a pause; that is not an error here.
    element.play().then(
      () => setPlaying(true),
      () => {}
    )
  }
  const pause = () => {
    video.current?.pause()
    setPlaying(false)
  }

  const label = clip.model
    ? t('catalog.home.clipOf', { name: clip.model.name })
    : t('catalog.home.clip')

  return (
    <figure className={`video-tile ${playing ? 'is-playing' : ''}`} data-testid="video-tile">
      <AiLabel atRight />
      <video
        ref={video}
        src={clip.videoUrl}
        poster={clip.poster?.src}
        muted
        loop
        playsInline
        preload="none"
        aria-label={label}
        onPointerEnter={(event) => event.pointerType === 'mouse' && play()}
        onPointerLeave={(event) => event.pointerType === 'mouse' && pause()}
        onPointerUp={(event) => {
          if (event.pointerType !== 'mouse') playing ? pause() : play()
        }}
        onEnded={() => setPlaying(false)}
      />
      <button
        type="button"
        className="video-tile-toggle"
        aria-pressed={playing}
        aria-label={
          playing ? t('catalog.home.pause', { label }) : t('catalog.home.play', { label })
        }
        onClick={() => (playing ? pause() : play())}
      >
        <span aria-hidden="true">{playing ? '❚❚' : '▶'}</span>
      </button>
      {clip.model && (
        <figcaption>
          <Link href={urlFor('models.show', { key: clip.model.slug })}>{clip.model.name}</Link>
        </figcaption>
      )}
    </figure>
  )
}
