import { usePage } from '@inertiajs/react'
import { Suspense, useMemo, type ReactNode } from 'react'
import { create } from 'zustand'
import { ModelActionsProvider } from '~/components/catalog/model_actions'
import { lazyWithTexts } from '~/lib/texts'
import type { SharedProps } from '~/types'
import type { Data } from '@generated/data'

/*
| The modal, its panel and the chat's texts are fetched on the first Chat
| click: no page needs them to show.
*/
const ChatModal = lazyWithTexts(() => import('~/components/engagement/chat_modal'), ['chat'])

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
  const { target, open } = useChatModal()
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
      {target && (
        <Suspense fallback={null}>
          <ChatModal />
        </Suspense>
      )}
    </ModelActionsProvider>
  )
}
