import { Link, usePage } from '@inertiajs/react'
import { useTranslation } from '~/lib/use_translation'
import FeatureIcon from '~/components/catalog/feature_icon'
import LoadError from '~/components/catalog/load_error'
import ModelCard from '~/components/catalog/model_card'
import type { Data } from '@generated/data'
import VideoTile from '~/components/catalog/video_tile'
import SeoHead from '~/components/shell/seo_head'
import AiLabel from '~/components/ui/ai_label'
import { formatPoints } from '~/lib/format'
import type { CatalogCounts } from '../../../app/catalog/types/catalog'
import type { SharedProps } from '~/types'
import { urlFor } from '~/lib/routes'

const FEATURES = ['chat', 'photos', 'videos', 'custom'] as const
const COUNTS = ['models', 'categories', 'photos'] as const

type Props = {
  featured: Data.Catalog.ModelCard[]
  hero: Data.Catalog.ShowcaseClip | null
  examples: Data.Catalog.ShowcaseClip[]
  /** What the catalog holds (null when it could not be read). */
  counts: CatalogCounts | null
  loadError: boolean
}

export default function Home({ featured, hero, examples, counts, loadError }: Props) {
  const { t, i18n } = useTranslation()
  const shown = COUNTS.filter((name) => (counts?.[name] ?? 0) > 0)
  const { user, customGeneration } = usePage<SharedProps>().props
  // A feature turned off is not offered.
  const features = FEATURES.filter((feature) => feature !== 'custom' || customGeneration)
  return (
    <>
      <SeoHead
        title={t('meta.home.title')}
        description={t('meta.home.description')}
        image={hero?.poster?.src}
      />
      <section className="hero">
        <div className="hero-backdrop" aria-hidden="true" />
        {hero && (
          <video
            className="hero-video"
            src={hero.videoUrl}
            poster={hero.poster?.src}
            autoPlay
            muted
            loop
            playsInline
            preload="metadata"
            aria-hidden="true"
            tabIndex={-1}
            data-testid="hero-video"
          />
        )}
        {/* Hidden from screen readers like the video it marks, a decorative backdrop. */}
        {hero && <AiLabel atRight hidden />}
        <div className="container hero-content">
          <p className="eyebrow">{t('home.hero.eyebrow')}</p>
          <h1>{t('home.hero.title')}</h1>
          <p className="lead">{t('home.hero.subtitle')}</p>
          <div className="actions">
            <Link href={urlFor('models.index')} className="btn btn-primary btn-lg">
              {t('home.hero.explore')}
            </Link>
            {/* Signed-in users already have an account. */}
            {!user && (
              <Link href={urlFor('register.show')} className="btn btn-ghost btn-lg">
                {t('home.hero.join')}
              </Link>
            )}
          </div>
        </div>
      </section>

      {loadError && (
        <div className="container section">
          <LoadError />
        </div>
      )}

      {examples.length > 0 && (
        <section className="container section" aria-labelledby="examples-title">
          <h2 id="examples-title" className="section-title">
            {t('catalog.home.examples')}
          </h2>
          <p className="muted">{t('catalog.home.examplesHint')}</p>
          <div className="video-grid">
            {examples.map((clip) => (
              <VideoTile key={clip.id} clip={clip} />
            ))}
          </div>
        </section>
      )}

      {featured.length > 0 && (
        <section className="container section" aria-labelledby="featured-title">
          <div className="section-heading">
            <h2 id="featured-title" className="section-title">
              {t('catalog.home.featured')}
            </h2>
            <Link href={urlFor('models.index')}>{t('catalog.home.seeAll')}</Link>
          </div>
          <div className="model-grid">
            {featured.map((model) => (
              <ModelCard key={model.id} model={model} footer={null} />
            ))}
          </div>
        </section>
      )}

      <section className="container section" aria-labelledby="features-title">
        <h2 id="features-title" className="section-title">
          {t('home.features.title')}
        </h2>
        <ul className="feature-grid">
          {features.map((feature) => (
            <li key={feature} className="card feature-card">
              <FeatureIcon feature={feature} />
              <h3>{t(`home.features.${feature}.title`)}</h3>
              <p className="muted">{t(`home.features.${feature}.text`)}</p>
            </li>
          ))}
        </ul>
      </section>

      {counts && shown.length > 0 && (
        <section className="container section" aria-labelledby="stats-title">
          <h2 id="stats-title" className="sr-only">
            {t('home.stats.title')}
          </h2>
          <dl className="stats-grid" data-testid="catalog-counts">
            {shown.map((name) => (
              <div key={name} className="stat">
                <dt className="muted">{t(`home.stats.${name}`)}</dt>
                <dd>{formatPoints(counts[name], i18n.language)}</dd>
              </div>
            ))}
          </dl>
        </section>
      )}
    </>
  )
}
