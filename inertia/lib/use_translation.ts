import {
  createContext,
  createElement,
  use,
  useCallback,
  useMemo,
  useSyncExternalStore,
} from 'react'
import type { ReactNode } from 'react'
import type { i18n } from 'i18next'

/*
| The pages' i18next, through React: the provider holds the tree's instance (inertia/i18n.ts: the
| browser's one, the server's per language), and useTranslation gives its `t` in the current
| language, rendering again when the language changes. The app's own few lines rather than
| react-i18next:
*/
const I18nContext = createContext<i18n | null>(null)

export function I18nProvider({ i18n: instance, children }: { i18n: i18n; children: ReactNode }) {
  return createElement(I18nContext, { value: instance }, children)
}

export function useTranslation() {
  const instance = use(I18nContext)
  if (!instance) throw new Error('useTranslation needs an <I18nProvider> above it')
  const subscribe = useCallback(
    (changed: () => void) => {
      instance.on('languageChanged', changed)
      return () => instance.off('languageChanged', changed)
    },
    [instance]
  )
  const language = useSyncExternalStore(
    subscribe,
    () => instance.language,
    () => instance.language
  )
  const t = useMemo(() => instance.getFixedT(language), [instance, language])
  return { t, i18n: instance }
}
