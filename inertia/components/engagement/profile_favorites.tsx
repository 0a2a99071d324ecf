import { Link, router, usePage } from '@inertiajs/react'
import { useEffect, useState } from 'react'
import toast from 'react-hot-toast'
import { useTranslation } from '~/lib/use_translation'
import Picture from '~/components/catalog/picture'
import AiLabel from '~/components/ui/ai_label'
import { visitsLabel } from '~/components/catalog/plural'
import Rating from '~/components/catalog/rating'
import { saveFavorite } from '~/components/engagement/favorites_store'
import { subscribe } from '~/lib/live_channel'
import type { SharedProps } from '~/types'
import type { Data } from '@generated/data'
import { urlFor } from '~/lib/routes'

/** Kept as a name for the profile page, which imports it from here. */
export type FavoriteWithModel = Data.Engagement.FavoriteWithModel

/** The favourite card's description preview. */
const PREVIEW_LENGTH = 100

/** The first 100 characters plus '...' (whole characters, never half an emoji). */
export function descriptionPreview(text: string) {
  const characters = Array.from(text)
  return characters.length > PREVIEW_LENGTH
    ? `${characters.slice(0, PREVIEW_LENGTH).join('')}...`
    : text
}

const reloadFavorites = () => router.reload({ only: ['favorites'] })

/**
 * The profile's favourites tab: a card grid with image, name, category, description preview, rating
 * and visits, a remove button and a link to the model; an empty state that leads to the categories.
 */
export default function ProfileFavorites({ items }: { items: FavoriteWithModel[] }) {
  const { t } = useTranslation()
  const { user } = usePage<SharedProps>().props
  // Removed at once on click; the reload that follows brings the server's list.
  const [hidden, setHidden] = useState<ReadonlySet<number>>(new Set())
  const shown = items.filter((favorite) => !hidden.has(favorite.id))
  const hide = (id: number, on: boolean) =>
    setHidden((current) => {
      const next = new Set(current)
      if (on) next.add(id)
      else next.delete(id)
      return next
    })

  useEffect(() => subscribe((message) => message.type === 'favorites' && reloadFavorites()), [])

  const remove = async (favorite: FavoriteWithModel) => {
    if (!user) return
    hide(favorite.id, true)
    const saved = await saveFavorite(user.id, favorite.modelId, false, t('errors.general'))
    if (saved) {
      toast.success(t('favorites.removed'))
      reloadFavorites()
    } else {
      hide(favorite.id, false)
    }
  }

  if (!shown.length) {
    return (
      <div className="page-message" data-testid="favorites-empty">
        <p className="lead">{t('favorites.empty')}</p>
        <Link href={urlFor('categories.index')} className="btn btn-primary">
          {t('favorites.browse')}
        </Link>
      </div>
    )
  }

  return (
    <div className="model-grid" data-testid="favorites-grid">
      {shown.map((favorite) => {
        const { model } = favorite
        const href = urlFor('models.show', { key: model.id })
        return (
          <article key={favorite.id} className="model-card" data-testid="favorite-card">
            <div className="model-card-media">
              {model.image && <AiLabel />}
              <Link href={href} tabIndex={-1} aria-hidden="true">
                <Picture image={model.image} alt="" sizes="(max-width: 560px) 50vw, 300px" />
              </Link>
            </div>
            <div className="model-card-body">
              <h3 className="model-card-title">
                <Link href={href}>{model.name}</Link>
              </h3>
              <p className="model-card-meta">
                <span className="catalog-chip" data-testid="favorite-category">
                  {model.categoryName}
                </span>
                <Rating value={model.rating} />
                <span className="muted small" data-testid="favorite-visits">
                  {visitsLabel(t, model.visitCount ?? 0)}
                </span>
              </p>
              <p className="muted" data-testid="favorite-description">
                {descriptionPreview(model.description)}
              </p>
              <button
                type="button"
                className="btn btn-ghost btn-sm"
                aria-label={t('favorites.removeLabel', { name: model.name })}
                onClick={() => remove(favorite)}
              >
                {t('favorites.remove')}
              </button>
            </div>
          </article>
        )
      })}
    </div>
  )
}
