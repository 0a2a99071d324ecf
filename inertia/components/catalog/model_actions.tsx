import { createContext, useContext, type ReactNode } from 'react'
import { useLoginPrompt } from '~/components/catalog/login_prompt'
import type { ModelCard } from '~/components/catalog/types'

/**
 * What the per-model buttons do. Visitors get the log-in prompt for each;
 * a later issue (favourites, chat, photo and video requests) provides
 * signed-in handlers with <ModelActionsProvider value={…}> around a page,
 * without touching the cards or the detail page.
 */
export type ModelActionHandlers = {
  toggleFavorite(model: ModelCard): void
  isFavorite(model: ModelCard): boolean
  requestPhoto(model: ModelCard): void
  requestVideo(model: ModelCard): void
  chat(model: ModelCard): void
}

const Context = createContext<ModelActionHandlers | null>(null)

export function ModelActionsProvider(props: { value: ModelActionHandlers; children: ReactNode }) {
  return <Context.Provider value={props.value}>{props.children}</Context.Provider>
}

export function useModelActions(): ModelActionHandlers {
  const provided = useContext(Context)
  const ask = useLoginPrompt((state) => state.ask)
  return (
    provided ?? {
      toggleFavorite: () => ask('favorites'),
      isFavorite: () => false,
      requestPhoto: () => ask('photo'),
      requestVideo: () => ask('video'),
      chat: () => ask('chat'),
    }
  )
}
