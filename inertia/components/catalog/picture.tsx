import type { Data } from '@generated/data'

/** The responsive image set every catalog entity carries (catalog_media's imageSet). */
type ImageSet = NonNullable<Data.Catalog.ModelCard['image']>

/**
 * A responsive catalog image, or the placeholder art when there is none. `sizes` says how wide it
 * is drawn, so the browser picks the smallest variant that stays sharp.
 */
export default function Picture(props: {
  image: ImageSet | null
  alt: string
  sizes: string
  className?: string
  eager?: boolean
  kind?: 'model' | 'category'
}) {
  const { image, alt, sizes, className, eager, kind = 'model' } = props
  if (!image) {
    return (
      <span
        role="img"
        aria-label={alt}
        className={`picture-placeholder is-${kind} ${className ?? ''}`}
      />
    )
  }
  return (
    <img
      src={image.src}
      srcSet={image.srcSet}
      sizes={sizes}
      width={image.width}
      height={image.height}
      alt={alt}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      className={className}
    />
  )
}
