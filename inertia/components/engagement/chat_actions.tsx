import { usePage } from '@inertiajs/react'
import { useMemo, type ReactNode } from 'react'
import { create } from 'zustand'
import { ModelActionsProvider } from '~/components/catalog/model_actions'
import ChatModal from '~/components/engagement/chat_modal'
import type { SharedProps } from '~/types'
import type { Data } from '@generated/data'

/** The character the chat modal opens on: what every model card already carries. */
export type ChatTarget = Pick<Data.Catalog.ModelCard, 'id' | 'name' | 'slug'>

/** The character whose chat is open in the modal, if any. */
export const useChatModal = create<{
  target: ChatTarget | null
  open: (target: ChatTarget) => void
  close: () => void
}>((set) => ({
  target: null,
  open: (target) => set({ target }),
  close: () => set({ target: null }),
}))

/**
 * Wraps every page: a signed-in user's Chat buttons (cards, the model page)
 * open the chat modal; visitors keep the catalog's log-in prompt.
 */
export default function ChatActions({ children }: { children: ReactNode }) {
  const { user } = usePage<SharedProps>().props
  const open = useChatModal((state) => state.open)
  const signedIn = Boolean(user)
  const handlers = useMemo(
    () =>
      signedIn
        ? {
            chat: (model: ChatTarget) => open({ id: model.id, name: model.name, slug: model.slug }),
          }
        : {},
    [signedIn, open]
  )
  return (
    <ModelActionsProvider value={handlers}>
      {children}
      <ChatModal />
    </ModelActionsProvider>
  )
}
