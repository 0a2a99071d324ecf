import { Link } from '@inertiajs/react'
import { useTranslation } from 'react-i18next'
import SeoHead from '~/components/shell/seo_head'

const FEATURES = ['chat', 'photos', 'videos', 'custom'] as const
const STATS = ['models', 'users', 'content', 'satisfaction'] as const

export default function Home() {
  const { t } = useTranslation()
  return (
    <>
      <SeoHead title={t('meta.home.title')} description={t('meta.home.description')} />
      <section className="hero">
        <div className="hero-backdrop" aria-hidden="true" />
        <div className="container hero-content">
          <p className="eyebrow">{t('home.hero.eyebrow')}</p>
          <h1>{t('home.hero.title')}</h1>
          <p className="lead">{t('home.hero.subtitle')}</p>
          <div className="actions">
            <Link href="/models" className="btn btn-primary btn-lg">
              {t('home.hero.explore')}
            </Link>
            <Link href="/register" className="btn btn-ghost btn-lg">
              {t('home.hero.join')}
            </Link>
          </div>
        </div>
      </section>

      <section className="container section" aria-labelledby="features-title">
        <h2 id="features-title" className="section-title">
          {t('home.features.title')}
        </h2>
        <ul className="feature-grid">
          {FEATURES.map((feature) => (
            <li key={feature} className="card feature-card">
              <span className={`feature-icon feature-${feature}`} aria-hidden="true" />
              <h3>{t(`home.features.${feature}.title`)}</h3>
              <p className="muted">{t(`home.features.${feature}.text`)}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className="container section" aria-labelledby="stats-title">
        <h2 id="stats-title" className="sr-only">
          {t('home.stats.title')}
        </h2>
        <dl className="stats-grid">
          {STATS.map((stat) => (
            <div key={stat} className="stat">
              <dt className="muted">{t(`home.stats.${stat}.label`)}</dt>
              <dd>{t(`home.stats.${stat}.value`)}</dd>
            </div>
          ))}
        </dl>
      </section>
    </>
  )
}
