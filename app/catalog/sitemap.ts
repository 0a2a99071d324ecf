import { urlFor } from '@adonisjs/core/services/url_builder'
import { LOCALES } from '#core/i18n/locales'
import type { SitemapPage } from '#catalog/queries/sitemap_pages'

// Each public page once per language (`?lang=`, the pages' canonical form) with its alternates and an x-default.

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`)

function withLang(origin: string, path: string, lang?: string) {
  const url = new URL(path, origin)
  if (lang) url.searchParams.set('lang', lang)
  return url.toString()
}

function entries(origin: string, path: string, lastModified?: Date) {
  const alternates = [
    ...LOCALES.map((lang) => ({ lang, href: withLang(origin, path, lang) })),
    { lang: 'x-default', href: withLang(origin, path) },
  ]
    .map(
      ({ lang, href }) =>
        `    <xhtml:link rel="alternate" hreflang="${lang}" href="${escapeXml(href)}"/>`
    )
    .join('\n')
  const modified = lastModified ? `\n    <lastmod>${lastModified.toISOString()}</lastmod>` : ''
  return LOCALES.map(
    (lang) =>
      `  <url>\n    <loc>${escapeXml(withLang(origin, path, lang))}</loc>${modified}\n${alternates}\n  </url>`
  ).join('\n')
}

export function sitemapXml(origin: string, pages: SitemapPage[]) {
  const fixed = [
    urlFor('home'),
    urlFor('categories.index'),
    urlFor('models.index'),
    urlFor('legal'),
  ]
  const dynamic = pages.map((page) => ({
    path:
      page.kind === 'category'
        ? urlFor('categories.show', { slug: page.slug })
        : urlFor('models.show', { key: page.slug }),
    updatedAt: page.updatedAt,
  }))
  const body = [
    ...fixed.map((path) => entries(origin, path)),
    ...dynamic.map((page) => entries(origin, page.path, page.updatedAt)),
  ].join('\n')
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" ' +
    'xmlns:xhtml="http://www.w3.org/1999/xhtml">\n' +
    `${body}\n</urlset>\n`
  )
}

function privatePaths() {
  return [
    urlFor('login.show'),
    urlFor('register.show'),
    urlFor('password.forgot'),
    urlFor('password.reset'),
    urlFor('verify_email.show'),
    urlFor('profile.show'),
    urlFor('favorites.index'),
    urlFor('payment.show'),
    urlFor('custom_generation.show'),
    urlFor('staff.ledger'),
    '/api/',
    '/media/private/',
    urlFor('csrf.token'),
  ]
}

export function robotsTxt(origin: string) {
  const disallowed = [...new Set(privatePaths())].map((path) => `Disallow: ${path}`)
  return [
    'User-agent: *',
    'Allow: /',
    ...disallowed,
    'Disallow: /models/*/chat',
    '',
    `Sitemap: ${origin}${urlFor('sitemap')}`,
    '',
  ].join('\n')
}
