import { usePage } from '@inertiajs/react'
import { lazy, Suspense, useEffect, useLayoutEffect, type ReactNode } from 'react'
import { useTranslation } from '~/lib/use_translation'
import ChatActions from '~/components/engagement/chat_actions'
import StudioActions from '~/components/studio/studio_actions'
import FavoriteActions from '~/components/engagement/favorite_actions'
import AgeGate from '~/components/shell/age_gate'
import ErrorBoundary from '~/components/shell/error_boundary'
import Footer from '~/components/shell/footer'
import Header from '~/components/shell/header'
import LiveUpdates from '~/components/shell/live_updates'
import LoadingScreen from '~/components/shell/loading_screen'
import { reconcileStoredLanguage } from '~/lib/preferences'
import { followLanguage } from '~/lib/texts'
import { useHydrated } from '~/lib/use_hydrated'
import type { SharedProps } from '~/types'

/*
| Toasts have nothing in the server's markup: their library (and its CSS-in-JS)
| comes after hydration, and a toast asked for earlier shows then.
*/
const Toasts = lazy(() => import('~/components/shell/toasts'))

/** The persistent shell around every page: header, footer, toasts, age gate. */
export default function AppLayout({ children }: { children: ReactNode }) {
  const { locale, ageGate, site } = usePage<SharedProps>().props
  const { i18n } = useTranslation()
  const hydrated = useHydrated()

  // The server decides the language of each response; follow it (a page's
  // resolve already has, with its texts). In a layout effect, not during
  // render: changing the language re-renders every translated component.
  useLayoutEffect(() => {
    if (i18n.language !== locale) void followLanguage(i18n, locale)
  }, [i18n, locale])

  // The language of the texts on screen: a switch shows them before the page's props follow.
  useEffect(() => {
    document.documentElement.lang = i18n.language
  }, [i18n.language])

  useEffect(() => {
    reconcileStoredLanguage(i18n, locale)
    // Marks the page interactive (browser tests wait for it before clicking).
    document.documentElement.dataset.hydrated = 'true'
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  return (
    <div className="app-shell">
      <a href="#main" className="skip-link">
        {i18n.t('nav.skipToContent')}
      </a>
      <Header />
      <main id="main" className="app-main">
        <ErrorBoundary resetKey={site.path}>
          <FavoriteActions>
            <ChatActions>
              <StudioActions>{children}</StudioActions>
            </ChatActions>
          </FavoriteActions>
        </ErrorBoundary>
      </main>
      <Footer />
      <AgeGate required={ageGate} />
      {hydrated && (
        <Suspense fallback={null}>
          <Toasts />
        </Suspense>
      )}
      <LiveUpdates />
      <LoadingScreen />
    </div>
  )
}
