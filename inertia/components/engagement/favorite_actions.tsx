import { usePage } from '@inertiajs/react'
import { useMemo, type ReactNode } from 'react'
import { useTranslation } from '~/lib/use_translation'
import { ModelActionsProvider } from '~/components/catalog/model_actions'
import { saveFavorite, useFavorites } from '~/components/engagement/favorites_store'
import type { SharedProps } from '~/types'

/**
 * Wraps every page: for a signed-in user the hearts on cards and on the model page work (the
 * catalog pages know nothing of favourites). Visitors keep the catalog's log-in prompt.
 */
export default function FavoriteActions({ children }: { children: ReactNode }) {
  const { t } = useTranslation()
  const { user, favoriteModelIds } = usePage<SharedProps>().props
  const ids = useFavorites((state) => state.ids)
  const userId = user?.id ?? null

  const handlers = useMemo(() => {
    if (userId === null) return {}
    // Until the store is seeded (SSR, hydration) the page's prop is the answer.
    const current = ids ?? new Set(favoriteModelIds ?? [])
    return {
      isFavorite: (model: { id: number }) => current.has(model.id),
      toggleFavorite: (model: { id: number }) => {
        saveFavorite(userId, model.id, !current.has(model.id), t('favorites.updateError'))
      },
    }
  }, [userId, ids, favoriteModelIds, t])

  // Always the same element, so signing in (a reload of props) never remounts the page.
  return <ModelActionsProvider value={handlers}>{children}</ModelActionsProvider>
}
