import { Link } from '@inertiajs/react'
import type { ReactNode } from 'react'
import { useTranslation } from '~/lib/use_translation'
import { useModelActions } from '~/components/catalog/model_actions'
import Picture from '~/components/catalog/picture'
import AiLabel from '~/components/ui/ai_label'
import Rating from '~/components/catalog/rating'
import type { Data } from '@generated/data'
import { visitsLabel } from '~/components/catalog/plural'
import { urlFor } from '~/lib/routes'

type Model = Data.Catalog.ModelCard

export function FavoriteButton({ model, className = '' }: { model: Model; className?: string }) {
  const { t } = useTranslation()
  const actions = useModelActions()
  const active = actions.isFavorite(model)
  return (
    <button
      type="button"
      className={`favorite-button ${active ? 'is-active' : ''} ${className}`}
      aria-pressed={active}
      aria-label={t(active ? 'catalog.actions.unfavorite' : 'catalog.actions.favorite', {
        name: model.name,
      })}
      onClick={() => actions.toggleFavorite(model)}
    >
      <span aria-hidden="true">{active ? '♥' : '♡'}</span>
    </button>
  )
}

/** View profile, request photo, request video, chat. */
export function ModelActionButtons({ model, hideView }: { model: Model; hideView?: boolean }) {
  const { t } = useTranslation()
  const actions = useModelActions()
  return (
    <div className="model-actions">
      {!hideView && (
        <Link href={urlFor('models.show', { key: model.slug })} className="btn btn-primary btn-sm">
          {t('catalog.actions.view')}
        </Link>
      )}
      <button
        type="button"
        className="btn btn-ghost btn-sm"
        onClick={() => actions.requestPhoto(model)}
      >
        {t('catalog.actions.photo')}
      </button>
      <button
        type="button"
        className="btn btn-ghost btn-sm"
        onClick={() => actions.requestVideo(model)}
      >
        {t('catalog.actions.video')}
      </button>
      {/* A link to the chat page, so a click before the script runs still gets there
          (visitors by way of the login); the script opens the chat in place. */}
      <a
        href={urlFor('chat.show', { id: model.id })}
        className="btn btn-ghost btn-sm"
        onClick={(event) => {
          event.preventDefault()
          actions.chat(model)
        }}
      >
        {t('catalog.actions.chat')}
      </a>
    </div>
  )
}

/** A model in a grid. */
export default function ModelCard(props: {
  model: Model
  footer?: ReactNode
  eager?: boolean
  /** The card's heading level: one below the heading it sits under (2 right under the h1). */
  level?: 2 | 3
}) {
  const { model, footer, eager, level = 3 } = props
  const Heading = `h${level}` as const
  const { t } = useTranslation()
  return (
    <article className="model-card" data-testid="model-card">
      <div className="model-card-media">
        {model.image && <AiLabel />}
        <Link href={urlFor('models.show', { key: model.slug })} tabIndex={-1} aria-hidden="true">
          <Picture
            image={model.image}
            alt=""
            sizes="(max-width: 560px) 50vw, (max-width: 1200px) 33vw, 300px"
            eager={eager}
          />
        </Link>
        <FavoriteButton model={model} className="on-media" />
      </div>
      <div className="model-card-body">
        <Heading className="model-card-title">
          <Link href={urlFor('models.show', { key: model.slug })}>{model.name}</Link>
          <span className="muted model-card-age">{t('catalog.model.age', { age: model.age })}</span>
        </Heading>
        <p className="model-card-meta">
          <Link
            href={urlFor('categories.show', { slug: model.category.slug })}
            className="catalog-chip"
          >
            {model.category.name}
          </Link>
          <Rating value={model.rating} />
          <span className="muted small">{visitsLabel(t, model.visitCount)}</span>
        </p>
        <p className="model-card-description muted">{model.description}</p>
        {footer === undefined ? <ModelActionButtons model={model} /> : footer}
      </div>
    </article>
  )
}
