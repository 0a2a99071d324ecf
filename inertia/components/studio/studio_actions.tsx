import { usePage } from '@inertiajs/react'
import { Suspense, useEffect, useMemo, type ReactNode } from 'react'
import { create } from 'zustand'
import { ModelActionsProvider } from '~/components/catalog/model_actions'
import { useHydrated } from '~/lib/use_hydrated'
import { lazyWithTexts } from '~/lib/texts'
import { useCustomRunning } from '~/components/studio/custom_running'
import type { SharedProps } from '~/types'

/*
| The request modal (its status polling, SWR) and the notices of finished custom generations are
| chunks of their own, with the studio's texts: fetched on the first "Request photo/video", and
| after hydration when there is a notice to show or a custom generation to follow (toasts, nothing
| in the server's markup).
*/
const RequestModal = lazyWithTexts(() => import('~/components/studio/request_modal'), ['studio'])
const CustomNotices = lazyWithTexts(() => import('~/components/studio/custom_notices'), ['studio'])

export type StudioTarget = { id: number; name: string; kind: 'photo' | 'video' }

/** The photo or video request open in the modal, if any. */
export const useStudioModal = create<{
  target: StudioTarget | null
  open: (target: StudioTarget) => void
  close: () => void
}>((set) => ({
  target: null,
  open: (target) => set({ target }),
  close: () => set({ target: null }),
}))

/**
 * Wraps every page: a signed-in user's "Request photo" and "Request video" buttons (cards, the
 * model page) open the request modal; visitors keep the catalog's log-in prompt.
 */
export default function StudioActions({ children }: { children: ReactNode }) {
  const { user, site, customNotices } = usePage<SharedProps>().props
  const { target, open, close } = useStudioModal()
  const signedIn = Boolean(user)
  const hydrated = useHydrated()
  const seenRunning = useCustomRunning((state) => state.running)
  const notices =
    signedIn &&
    hydrated &&
    customNotices &&
    (customNotices.ended.length > 0 || customNotices.running || seenRunning)
  // Leaving the page closes the modal (a running video stays in the profile).
  useEffect(() => close, [site.path, close])
  const handlers = useMemo(
    () =>
      signedIn
        ? {
            requestPhoto: (model: { id: number; name: string }) =>
              open({ id: model.id, name: model.name, kind: 'photo' }),
            requestVideo: (model: { id: number; name: string }) =>
              open({ id: model.id, name: model.name, kind: 'video' }),
          }
        : {},
    [signedIn, open]
  )
  return (
    <ModelActionsProvider value={handlers}>
      {children}
      {target && (
        <Suspense fallback={null}>
          <RequestModal />
        </Suspense>
      )}
      {notices && (
        <Suspense fallback={null}>
          <CustomNotices initial={customNotices} />
        </Suspense>
      )}
    </ModelActionsProvider>
  )
}
