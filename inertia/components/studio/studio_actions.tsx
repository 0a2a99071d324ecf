import { usePage } from '@inertiajs/react'
import { lazy, Suspense, useEffect, useMemo, type ReactNode } from 'react'
import { create } from 'zustand'
import { ModelActionsProvider } from '~/components/catalog/model_actions'
import CustomNotices from '~/components/studio/custom_notices'
import type { SharedProps } from '~/types'

/*
| The request modal (its status polling, SWR) is a chunk of its own, fetched
| on the first "Request photo/video": no page needs it to show.
*/
const RequestModal = lazy(() => import('~/components/studio/request_modal'))

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
 * Wraps every page: a signed-in user's "Request photo" and "Request video"
 * buttons (cards, the model page) open the request modal; visitors keep the
 * catalog's log-in prompt. A custom generation that ended while the user
 * was elsewhere is told on the next page (issue 23, point 7).
 */
export default function StudioActions({ children }: { children: ReactNode }) {
  const { user, site, customNotices } = usePage<SharedProps>().props
  const { target, open, close } = useStudioModal()
  const signedIn = Boolean(user)
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
      {(customNotices?.length ?? 0) > 0 && <CustomNotices notices={customNotices} />}
    </ModelActionsProvider>
  )
}
