import { Head, usePage } from '@inertiajs/react'
import { useTranslation } from '~/lib/use_translation'
import { LOCALES } from '~/i18n'
import { APP_NAME, pageTitle } from '~/lib/app_name'
import type { SharedProps } from '~/types'

type Props = {
  title: string
  description: string
  image?: string | null
  type?: 'website' | 'profile' | 'article'
  noindex?: boolean
}

function withLang(origin: string, path: string, lang?: string) {
  const url = new URL(path, origin)
  url.searchParams.delete('lang')
  if (lang) url.searchParams.set('lang', lang)
  return url.toString()
}

/**
 * Per-page title, description, social tags, canonical link and the en/es
 * alternates (as ?lang=, the one way a URL names its language).
 */
export default function SeoHead({ title, description, image, type = 'website', noindex }: Props) {
  const { site, locale } = usePage<SharedProps>().props
  const { t } = useTranslation()
  const canonical = withLang(site.origin, site.path, locale)
  const ogImage = image ? new URL(image, site.origin).toString() : `${site.origin}/og-image.png`
  return (
    <Head>
      <title>{title}</title>
      <meta head-key="description" name="description" content={description} />
      <link head-key="canonical" rel="canonical" href={canonical} />
      {LOCALES.map((lang) => (
        <link
          key={lang}
          head-key={`alternate-${lang}`}
          rel="alternate"
          hrefLang={lang}
          href={withLang(site.origin, site.path, lang)}
        />
      ))}
      <link
        head-key="alternate-x-default"
        rel="alternate"
        hrefLang="x-default"
        href={withLang(site.origin, site.path)}
      />
      <meta head-key="og:site_name" property="og:site_name" content={APP_NAME} />
      <meta head-key="og:title" property="og:title" content={pageTitle(title)} />
      <meta head-key="og:description" property="og:description" content={description} />
      <meta head-key="og:type" property="og:type" content={type} />
      <meta head-key="og:url" property="og:url" content={canonical} />
      <meta head-key="og:image" property="og:image" content={ogImage} />
      <meta head-key="og:locale" property="og:locale" content={t('meta.ogLocale')} />
      <meta head-key="twitter:card" name="twitter:card" content="summary_large_image" />
      {noindex && <meta head-key="robots" name="robots" content="noindex" />}
    </Head>
  )
}
