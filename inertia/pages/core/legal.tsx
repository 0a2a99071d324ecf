import { router, usePage } from '@inertiajs/react'
import { useEffect, useRef, type KeyboardEvent } from 'react'
import { useTranslation } from '~/lib/use_translation'
import SeoHead from '~/components/shell/seo_head'
import type { SharedProps } from '~/types'
import { urlFor } from '~/lib/routes'

type Tab = 'terms' | 'privacy' | 'cookies' | 'gdpr'
type Section = { heading: string; body: string[] }
type PointsPolicy = { purchaseMonths: number; welcomeDays: number; noticeDays: number }

export default function Legal({
  tab,
  tabs,
  pointsPolicy,
}: {
  tab: Tab
  tabs: Tab[]
  pointsPolicy: PointsPolicy
}) {
  const { t } = useTranslation()
  const { site } = usePage<SharedProps>().props
  const sections = t(`legal.${tab}.sections`, { returnObjects: true, ...pointsPolicy }) as Section[]

  const buttons = useRef(new Map<Tab, HTMLButtonElement>())

  const select = (next: Tab) =>
    router.get(
      urlFor('legal'),
      { tab: next },
      { preserveScroll: true, preserveState: true, replace: true }
    )

  // Links from mails and other sites may name the tab by fragment (/legal#privacy),
  // which the server never sees.
  useEffect(() => {
    const fromHash = window.location.hash.slice(1) as Tab
    if (tabs.includes(fromHash) && fromHash !== tab) select(fromHash)
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  // WAI-ARIA tabs: arrows move to the previous/next tab (wrapping), Home/End to the ends.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.indexOf(tab)
    const target = {
      ArrowRight: tabs[(index + 1) % tabs.length],
      ArrowLeft: tabs[(index - 1 + tabs.length) % tabs.length],
      Home: tabs[0],
      End: tabs[tabs.length - 1],
    }[event.key]
    if (!target) return
    event.preventDefault()
    buttons.current.get(target)?.focus()
    if (target !== tab) select(target)
  }

  return (
    <section className="container legal-page">
      <SeoHead title={t(`legal.${tab}.title`)} description={t('meta.legal.description')} />
      <h1>{t('legal.title')}</h1>
      <p className="muted" data-testid="legal-updated">
        {t('legal.lastUpdated', { date: t('legal.updatedOn') })}
      </p>

      <div role="tablist" aria-label={t('legal.title')} className="tabs" onKeyDown={onKeyDown}>
        {tabs.map((name) => (
          <button
            key={name}
            ref={(element) => {
              if (element) buttons.current.set(name, element)
            }}
            type="button"
            role="tab"
            tabIndex={tab === name ? 0 : -1}
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
