import { createContext, useContext, type ReactNode } from 'react'
import { useLoginPrompt } from '~/components/catalog/login_prompt_store'
import type { Data } from '@generated/data'

type ModelCard = Data.Catalog.ModelCard

/**
 * What the per-model buttons do. Visitors get the log-in prompt for each. Providers nest: each
 * gives some handlers, the nearest wins, the log-in prompt fills the rest.
 */
export type ModelActionHandlers = {
  toggleFavorite(model: ModelCard): void
  isFavorite(model: ModelCard): boolean
  requestPhoto(model: ModelCard): void
  requestVideo(model: ModelCard): void
  chat(model: ModelCard): void
}

const Context = createContext<Partial<ModelActionHandlers> | null>(null)

export function ModelActionsProvider(props: {
  value: Partial<ModelActionHandlers>
  children: ReactNode
}) {
  const outer = useContext(Context)
  const value = outer ? { ...outer, ...props.value } : props.value
  return <Context.Provider value={value}>{props.children}</Context.Provider>
}

export function useModelActions(): ModelActionHandlers {
  const provided = useContext(Context)
  const ask = useLoginPrompt((state) => state.ask)
  return {
    toggleFavorite: () => ask('favorites'),
    isFavorite: () => false,
    requestPhoto: () => ask('photo'),
    requestVideo: () => ask('video'),
    chat: () => ask('chat'),
    ...provided,
  }
}
