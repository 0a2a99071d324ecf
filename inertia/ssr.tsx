import ReactDOMServer from 'react-dom/server'
import { createInertiaApp, type ResolvedComponent } from '@inertiajs/react'
import { I18nProvider } from '~/lib/use_translation'
import { resolvePageComponent } from '@adonisjs/inertia/helpers'
import AppLayout from '~/layouts/app_layout'
import { isLocale } from '~/i18n'
import { serverI18n } from '~/ssr_i18n'
import { pageTitle } from '~/lib/app_name'
import { memoizeRender, type Rendered } from '~/ssr_memo'

function renderPage(page: any): Promise<Rendered> {
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
      const i18n = serverI18n(isLocale(locale) ? locale : 'en')
      return (
        <I18nProvider i18n={i18n}>
          <App {...props} />
        </I18nProvider>
      )
    },
  })
}

export default memoizeRender(renderPage)
