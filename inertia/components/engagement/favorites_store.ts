import { create } from 'zustand'
import { api } from '~/lib/api'
import { publish } from '~/lib/live_channel'

/**
 * The signed-in user's favourite model ids, as the hearts show them. a toggle changes it at once
 * (optimistic) and rolls back with a toast if the server refuses;
 */
type FavoritesState = {
  /** null until the first page seeds it (SSR and hydration read the prop instead). */
  ids: Set<number> | null
  /** Models with a request under way: further clicks wait for it. */
  pending: Set<number>
  fromServer: (ids: number[]) => void
  mark: (modelId: number, isFavorite: boolean) => void
  setPending: (modelId: number, busy: boolean) => void
}

export const useFavorites = create<FavoritesState>((set) => ({
  ids: null,
  pending: new Set(),
  fromServer: (ids) => set({ ids: new Set(ids) }),
  mark: (modelId, isFavorite) =>
    set((state) => {
      const ids = new Set(state.ids ?? [])
      if (isFavorite) ids.add(modelId)
      else ids.delete(modelId)
      return { ids }
    }),
  setPending: (modelId, busy) =>
    set((state) => {
      const pending = new Set(state.pending)
      if (busy) pending.add(modelId)
      else pending.delete(modelId)
      return { pending }
    }),
}))

/**
 * Sets a model's favourite state on the server (POST or DELETE /favorites/{modelId}: the wanted
 * state, so a retry cannot flip it back).
 */
export async function saveFavorite(
  userId: number,
  modelId: number,
  isFavorite: boolean,
  errorMessage: string
) {
  const store = useFavorites.getState()
  if (store.pending.has(modelId)) return false
  const before = !!store.ids?.has(modelId)
  store.mark(modelId, isFavorite)
  store.setPending(modelId, true)
  const saved = await (
    isFavorite
      ? api('favorites.add', { params: { modelId } })
      : api('favorites.destroy', { params: { id: modelId } })
  ).then(
    () => true,
    () => false
  )
  useFavorites.getState().setPending(modelId, false)
  if (!saved) {
    useFavorites.getState().mark(modelId, before)
    // One toast per model: a repeated failure replaces it rather than stacking a copy. The
    // toasts' library is not part of the first load (app_layout.tsx): fetched when needed.
    const { default: toast } = await import('react-hot-toast')
    toast.error(errorMessage, { id: `favorite-error-${modelId}` })
    return false
  }
  publish({ type: 'favorites', userId, modelId, isFavorite })
  return true
}
