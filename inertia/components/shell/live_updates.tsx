import { usePage } from '@inertiajs/react'
import { useEffect } from 'react'
import { useFavorites } from '~/components/engagement/favorites_store'
import { useLiveBalance } from '~/lib/live_balance'
import { subscribe } from '~/lib/live_channel'
import type { SharedProps } from '~/types'

/**
 * Keeps this tab in step with the user's other tabs (favourites, balance)
 * and with each page the server sends. Renders nothing.
 */
export default function LiveUpdates() {
  const { user, favoriteModelIds, balance } = usePage<SharedProps>().props
  const userId = user?.id ?? null

  // A page from the server brings the truth; between pages the stores lead. (A partial
  // reload keeps the props it did not ask for, so it resets nothing.)
  useEffect(() => {
    useFavorites.getState().fromServer(favoriteModelIds ?? [])
  }, [favoriteModelIds])
  useEffect(() => {
    useLiveBalance.getState().reset()
  }, [balance, userId])

  useEffect(() => {
    if (userId === null) return
    return subscribe((message) => {
      if (message.userId !== userId) return
      if (message.type === 'favorites') {
        useFavorites.getState().mark(message.modelId, message.isFavorite)
      } else {
        useLiveBalance.getState().set(message.balance)
      }
    })
  }, [userId])

  return null
}
