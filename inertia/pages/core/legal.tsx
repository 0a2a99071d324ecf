import { router, usePage } from '@inertiajs/react'
import { useTranslation } from 'react-i18next'
import SeoHead from '~/components/shell/seo_head'
import type { SharedProps } from '~/types'

type Tab = 'terms' | 'privacy' | 'cookies' | 'gdpr'
type Section = { heading: string; body: string[] }

export default function Legal({ tab, tabs }: { tab: Tab; tabs: Tab[] }) {
  const { t } = useTranslation()
  const { site } = usePage<SharedProps>().props
  const sections = t(`legal.${tab}.sections`, { returnObjects: true }) as Section[]

  const select = (next: Tab) =>
    router.get(
      '/legal',
      { tab: next },
      { preserveScroll: true, preserveState: true, replace: true }
    )

  return (
    <section className="container legal-page">
      <SeoHead title={t(`legal.${tab}.title`)} description={t('meta.legal.description')} />
      <h1>{t('legal.title')}</h1>
      <p className="muted" data-testid="legal-updated">
        {t('legal.lastUpdated', { date: t('legal.updatedOn') })}
      </p>

      <div role="tablist" aria-label={t('legal.title')} className="tabs">
        {tabs.map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            id={`tab-${name}`}
            aria-selected={tab === name}
            aria-controls={`panel-${name}`}
            className={`tab ${tab === name ? 'is-active' : ''}`}
            onClick={() => select(name)}
          >
            {t(`legal.tabs.${name}`)}
          </button>
        ))}
      </div>

      <article
        id={`panel-${tab}`}
        role="tabpanel"
        aria-labelledby={`tab-${tab}`}
        className="legal-body"
      >
        <h2>{t(`legal.${tab}.title`)}</h2>
        <p className="lead">{t(`legal.${tab}.intro`)}</p>
        {Array.isArray(sections) &&
          sections.map((section) => (
            <section key={section.heading}>
              <h3>{section.heading}</h3>
              {section.body.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </section>
          ))}
        <p className="legal-contact">
          {t('legal.contact')} <a href={`mailto:${site.supportEmail}`}>{site.supportEmail}</a>
        </p>
      </article>
    </section>
  )
}
