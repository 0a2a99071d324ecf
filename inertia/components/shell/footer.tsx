import { Link, usePage } from '@inertiajs/react'
import { useTranslation } from '~/lib/use_translation'
import LanguageSelect from '~/components/shell/language_select'
import NewsletterForm from '~/components/shell/newsletter_form'
import { APP_NAME } from '~/lib/app_name'
import type { SharedProps } from '~/types'
import { urlFor } from '~/lib/routes'

const SOCIAL = [
  { name: 'X', href: 'https://x.com/velvet_ai' },
  { name: 'Instagram', href: 'https://www.instagram.com/velvet_ai' },
  { name: 'Telegram', href: 'https://t.me/velvet_ai' },
]

const legalTab = (tab: 'terms' | 'privacy' | 'cookies' | 'gdpr') =>
  urlFor('legal', undefined, { qs: { tab } })

export default function Footer() {
  const { t } = useTranslation()
  const { site, customGeneration } = usePage<SharedProps>().props
  const year = new Date().getFullYear()

  return (
    <footer className="site-footer">
      <div className="container footer-grid">
        <section>
          <h2 className="footer-title">{APP_NAME}</h2>
          <p className="muted">{t('footer.tagline')}</p>
          <ul className="social-links" aria-label={t('footer.social')}>
            {SOCIAL.map((item) => (
              <li key={item.name}>
                <a href={item.href} rel="noopener noreferrer" target="_blank">
                  {item.name}
                </a>
              </li>
            ))}
          </ul>
        </section>
        <section>
          <h2 className="footer-title">{t('footer.quickLinks')}</h2>
          <ul>
            <li>
              <Link href={urlFor('home')}>{t('nav.home')}</Link>
            </li>
            <li>
              <Link href={urlFor('categories.index')}>{t('nav.categories')}</Link>
            </li>
            <li>
              <Link href={urlFor('models.index')}>{t('nav.models')}</Link>
            </li>
            {customGeneration && (
              <li>
                <Link href={urlFor('custom_generation.show')}>{t('nav.customGeneration')}</Link>
              </li>
            )}
            <li>
              <Link href={urlFor('payment.show')}>{t('footer.buyPoints')}</Link>
            </li>
          </ul>
        </section>
        <section>
          <h2 className="footer-title">{t('footer.features')}</h2>
          <ul className="muted">
            <li>{t('footer.featureList.chat')}</li>
            <li>{t('footer.featureList.photos')}</li>
            <li>{t('footer.featureList.videos')}</li>
            {customGeneration && <li>{t('footer.featureList.custom')}</li>}
          </ul>
        </section>
        <section>
          <h2 className="footer-title">{t('footer.legal')}</h2>
          <ul>
            <li>
              <Link href={legalTab('terms')}>{t('legal.tabs.terms')}</Link>
            </li>
            <li>
              <Link href={legalTab('privacy')}>{t('legal.tabs.privacy')}</Link>
            </li>
            <li>
              <Link href={legalTab('cookies')}>{t('legal.tabs.cookies')}</Link>
            </li>
            <li>
              <Link href={legalTab('gdpr')}>{t('legal.tabs.gdpr')}</Link>
            </li>
            <li>
              <Link href={urlFor('takedown.new')}>{t('footer.report')}</Link>
            </li>
            <li>
              <a href={`mailto:${site.supportEmail}`}>{t('footer.support')}</a>
            </li>
          </ul>
        </section>
        <section>
          <h2 className="footer-title">{t('footer.newsletter.title')}</h2>
          <p className="muted">{t('footer.newsletter.text')}</p>
          <NewsletterForm />
          <div className="footer-language">
            <LanguageSelect id="footer-language" />
          </div>
        </section>
      </div>
      <div className="container footer-bottom muted">
        <span>{t('footer.adultsOnly')}</span>
        <span>
          © {year} {APP_NAME}. {t('footer.rights')}
        </span>
      </div>
    </footer>
  )
}
