import { create } from 'zustand'

/** Why a visitor is asked to log in; each has its own sentence. */
export type LoginReason = 'favorites' | 'photo' | 'video' | 'chat'

type PromptState = {
  reason: LoginReason | null
  ask: (reason: LoginReason) => void
  close: () => void
}

/**
 * Open from anywhere (a card, the detail page); rendered once by the catalog page's
 * <LoginPrompt />. A file of its own: every page's model actions ask through it, only catalog
 * pages carry the dialog and its texts.
 */
export const useLoginPrompt = create<PromptState>((set) => ({
  reason: null,
  ask: (reason) => set({ reason }),
  close: () => set({ reason: null }),
}))
