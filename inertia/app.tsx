import './css/app.css'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { createInertiaApp, type ResolvedComponent } from '@inertiajs/react'
import { I18nProvider } from '~/lib/use_translation'
import { resolvePageComponent } from '@adonisjs/inertia/helpers'
import AppLayout from '~/layouts/app_layout'
import { createI18n, isLocale, type Locale } from '~/i18n'
import { textSetsOf } from '~/lang/text_sets'
import { bindLazyTexts, followLanguage } from '~/lib/texts'
import { pageTitle } from '~/lib/app_name'
import { sendCsrfTokenWithInertia } from '~/lib/csrf'

/*
| The server renders <html lang> in the page's language; the browser holds only the texts pages
| have needed so far, fetched with each page's chunk (inertia/lang/text_sets.ts).
*/
const htmlLang = document.documentElement.lang
const i18n = createI18n(isLocale(htmlLang) ? htmlLang : 'en', {})
bindLazyTexts(i18n)

sendCsrfTokenWithInertia()

createInertiaApp({
  title: pageTitle,
  // One chunk per page, fetched when the page is visited (never eager).
  resolve: async (name, page) => {
    const locale = page?.props.locale
    const [resolved] = await Promise.all([
      resolvePageComponent<{ default: ResolvedComponent }>(
        `./pages/${name}.tsx`,
        import.meta.glob<{ default: ResolvedComponent }>('./pages/**/*.tsx')
      ),
      // A page in another language (?lang=) switches once its texts are there.
      followLanguage(i18n, isLocale(locale) ? locale : (i18n.language as Locale), textSetsOf(name)),
    ])
    return resolved.default
  },
  layout: () => AppLayout,
  setup({ el, App, props }) {
    const app = (
      <I18nProvider i18n={i18n}>
        <App {...props} />
      </I18nProvider>
    )
    // React DOM adopts the markup React rendered on the server (inertia/ssr.tsx).
    if (el.hasChildNodes()) hydrateRoot(el, app)
    else createRoot(el).render(app)
  },
  progress: { color: '#ff4f8b', delay: 150 },
})
