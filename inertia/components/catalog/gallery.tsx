import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react'
import { useTranslation } from '~/lib/use_translation'
import Picture from '~/components/catalog/picture'
import AiLabel from '~/components/ui/ai_label'
import type { Data } from '@generated/data'

/** A swipe shorter than this is a tap. */
const SWIPE_PX = 40

/**
 * The model's images: one large, thumbnails below; arrow keys (Home/End
 * too) and horizontal swipes move through them.
 */
export default function Gallery({
  images,
  name,
}: {
  images: Data.Catalog.ModelDetail['images']
  name: string
}) {
  const { t } = useTranslation()
  const [index, setIndex] = useState(0)
  const start = useRef<number | null>(null)
  const count = images.length

  if (!count) {
    return <Picture image={null} alt={name} sizes="600px" className="gallery-main" />
  }
  const go = (next: number) => setIndex((next + count) % count)

  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: count - 1,
    }
    if (event.key in moves) {
      event.preventDefault()
      go(moves[event.key])
    }
  }
  const onPointerDown = (event: PointerEvent) => {
    start.current = event.clientX
  }
  const onPointerUp = (event: PointerEvent) => {
    if (start.current === null) return
    const distance = event.clientX - start.current
    start.current = null
    if (Math.abs(distance) >= SWIPE_PX) go(distance < 0 ? index + 1 : index - 1)
  }

  const current = images[index]
  return (
    <section
      className="gallery"
      aria-roledescription="carousel"
      aria-label={t('catalog.gallery.label', { name })}
    >
      <div
        className="gallery-stage"
        tabIndex={0}
        onKeyDown={onKeyDown}
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (start.current = null)}
        // A mouse drag over the picture would start the browser's image drag, not a swipe.
        onDragStart={(event) => event.preventDefault()}
        data-testid="gallery-stage"
      >
        <AiLabel />
        <Picture
          key={current.id}
          image={current.image}
          alt={t('catalog.gallery.image', { name, index: index + 1, count })}
          sizes="(max-width: 900px) 100vw, 560px"
          className="gallery-main"
          eager
        />
        {count > 1 && (
          <>
            <button
              type="button"
              className="gallery-nav is-prev"
              onClick={() => go(index - 1)}
              aria-label={t('catalog.gallery.previous')}
            >
              ‹
            </button>
            <button
              type="button"
              className="gallery-nav is-next"
              onClick={() => go(index + 1)}
              aria-label={t('catalog.gallery.next')}
            >
              ›
            </button>
          </>
        )}
        <p className="gallery-count" aria-live="polite">
          {t('catalog.gallery.position', { index: index + 1, count })}
        </p>
      </div>
      {count > 1 && (
        <ul className="gallery-thumbs">
          {images.map((item, position) => (
            <li key={item.id}>
              <button
                type="button"
                className={position === index ? 'is-current' : ''}
                aria-current={position === index}
                aria-label={t('catalog.gallery.show', { index: position + 1 })}
                onClick={() => go(position)}
              >
                <Picture image={item.image} alt="" sizes="96px" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
