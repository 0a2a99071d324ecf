import ReactDOMServer from 'react-dom/server'
import { createInertiaApp, type ResolvedComponent } from '@inertiajs/react'
import { I18nextProvider } from 'react-i18next'
import { resolvePageComponent } from '@adonisjs/inertia/helpers'
import AppLayout from '~/layouts/app_layout'
import { createI18n, isLocale, type Locale } from '~/i18n'
import { pageTitle } from '~/lib/app_name'

/**
 * One i18next per language, made once: building one per render cost more
 * than the render itself. Renders are synchronous and the server never
 * changes an instance's language, so concurrent requests in different
 * languages never see each other's.
 */
const instances = new Map<Locale, ReturnType<typeof createI18n>>()
function i18nFor(locale: Locale) {
  let instance = instances.get(locale)
  if (!instance) instances.set(locale, (instance = createI18n(locale)))
  return instance
}

export default function render(page: any) {
  return createInertiaApp({
    page,
    render: ReactDOMServer.renderToString,
    title: pageTitle,
    resolve: async (name) => {
      const resolved = await resolvePageComponent<{ default: ResolvedComponent }>(
        `./pages/${name}.tsx`,
        import.meta.glob<{ default: ResolvedComponent }>('./pages/**/*.tsx', { eager: true })
      )
      return resolved.default
    },
    layout: () => AppLayout,
    setup: ({ App, props }) => {
      const locale = props.initialPage.props.locale
      const i18n = i18nFor(isLocale(locale) ? locale : 'en')
      return (
        <I18nextProvider i18n={i18n}>
          <App {...props} />
        </I18nextProvider>
      )
    },
  })
}
