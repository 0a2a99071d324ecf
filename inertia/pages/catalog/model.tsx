import { Link } from '@inertiajs/react'
import { useTranslation } from '~/lib/use_translation'
import Gallery from '~/components/catalog/gallery'
import LoginPrompt from '~/components/catalog/login_prompt'
import { FavoriteButton, ModelActionButtons } from '~/components/catalog/model_card'
import { countLabel, visitsLabel } from '~/components/catalog/plural'
import Rating from '~/components/catalog/rating'
import type { Data } from '@generated/data'
import SeoHead from '~/components/shell/seo_head'
import { urlFor } from '~/lib/routes'

export default function Model({ model }: { model: Data.Catalog.ModelDetail }) {
  const { t } = useTranslation()
  return (
    <section className="container catalog-page">
      <SeoHead
        title={t('meta.model.title', { name: model.name, category: model.category.name })}
        description={model.description}
        image={model.image?.src}
        type="profile"
      />
      <nav className="catalog-breadcrumbs" aria-label={t('catalog.breadcrumbs')}>
        <Link href={urlFor('models.index')}>{t('nav.models')}</Link>
        <span aria-hidden="true">/</span>
        <Link href={urlFor('categories.show', { slug: model.category.slug })}>
          {model.category.name}
        </Link>
      </nav>
      <div className="model-detail">
        <Gallery images={model.images} name={model.name} />
        <div className="model-detail-info">
          <div className="model-detail-heading">
            <h1>{model.name}</h1>
            <FavoriteButton model={model} />
          </div>
          <p className="model-detail-meta">
            <span>{t('catalog.model.age', { age: model.age })}</span>
            <Link
              href={urlFor('categories.show', { slug: model.category.slug })}
              className="catalog-chip"
            >
              {model.category.name}
            </Link>
            <Rating value={model.rating} />
          </p>
          <p className="model-detail-description">{model.description}</p>
          <dl className="model-stats">
            <div>
              <dt className="muted">{t('catalog.model.visitsLabel')}</dt>
              <dd data-testid="visit-count">{visitsLabel(t, model.visitCount)}</dd>
            </div>
            <div>
              <dt className="muted">{t('catalog.model.photosLabel')}</dt>
              <dd>{countLabel(t, 'catalog.model.photos', model.photoRequestCount)}</dd>
            </div>
            <div>
              <dt className="muted">{t('catalog.model.videosLabel')}</dt>
              <dd>{countLabel(t, 'catalog.model.videos', model.videoRequestCount)}</dd>
            </div>
          </dl>
          <ModelActionButtons model={model} hideView />
        </div>
      </div>
      <LoginPrompt />
    </section>
  )
}
