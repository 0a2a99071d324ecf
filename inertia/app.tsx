import './css/app.css'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { createInertiaApp, type ResolvedComponent } from '@inertiajs/react'
import { I18nextProvider } from 'react-i18next'
import { resolvePageComponent } from '@adonisjs/inertia/helpers'
import AppLayout from '~/layouts/app_layout'
import { createI18n, isLocale } from '~/i18n'
import { loadDictionary } from '~/lib/dictionaries'
import { pageTitle } from '~/lib/app_name'
import { sendCsrfTokenWithInertia } from '~/lib/csrf'

/*
| The server renders <html lang> in the page's language: only that
| dictionary is fetched before hydration (the other comes on a switch),
| at the same time as the page's chunk rather than one after the other.
*/
const htmlLang = document.documentElement.lang
const startLocale = isLocale(htmlLang) ? htmlLang : 'en'
let startDictionary: Awaited<ReturnType<typeof loadDictionary>> = {}
const startDictionaryLoaded = loadDictionary(startLocale).then((loaded) => {
  startDictionary = loaded
})

sendCsrfTokenWithInertia()

createInertiaApp({
  title: pageTitle,
  // One chunk per page, fetched when the page is visited (never eager).
  resolve: async (name) => {
    const [page] = await Promise.all([
      resolvePageComponent<{ default: ResolvedComponent }>(
        `./pages/${name}.tsx`,
        import.meta.glob<{ default: ResolvedComponent }>('./pages/**/*.tsx')
      ),
      startDictionaryLoaded,
    ])
    return page.default
  },
  layout: () => AppLayout,
  setup({ el, App, props }) {
    const locale = props.initialPage.props.locale
    const i18n = createI18n(
      isLocale(locale) ? locale : startLocale,
      { [startLocale]: startDictionary },
      loadDictionary
    )
    const app = (
      <I18nextProvider i18n={i18n}>
        <App {...props} />
      </I18nextProvider>
    )
    // React DOM adopts the markup React rendered on the server (inertia/ssr.tsx).
    if (el.hasChildNodes()) hydrateRoot(el, app)
    else createRoot(el).render(app)
  },
  progress: { color: '#ff4f8b', delay: 150 },
})
