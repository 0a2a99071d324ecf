import { usePage } from '@inertiajs/react'
import { useEffect, useState } from 'react'
import type { TFunction } from 'i18next'
import { useTranslation } from '~/lib/use_translation'
import useSWR, { SWRConfig } from 'swr'
import { ApiError, api } from '~/lib/api'
import { urlFor } from '~/lib/routes'
import { swrDefaults } from '~/lib/swr'
import type { SharedProps } from '~/types'
import { markSeen, showCustomNotice, toldHere } from '~/components/studio/custom_notice_toast'
import { customRunningSeen, useCustomRunning } from '~/components/studio/custom_running'

type Notices = SharedProps['customNotices']

/** Toasts the ended ones not told in this tab yet; the server learns they were seen. */
function tell(t: TFunction, ended: Notices['ended'], withLink: boolean) {
  const fresh = ended.filter((notice) => !toldHere.has(notice.taskId))
  for (const notice of fresh) showCustomNotice(t, notice, withLink)
  markSeen(fresh.map((notice) => notice.taskId))
}

/**
 * Custom generations that ended while their owner was elsewhere: a toast with a link to "my custom
 * generations". while one still runs the server is asked again every `pollMs` with SWR
 * (docs/decisions/0030-swr-for-polling.md), so the toast comes on whatever page the user is when it
 * ends.
 */
function Watch({ initial }: { initial: Notices }) {
  const { t } = useTranslation()
  const path = usePage<SharedProps>().props.site.path.split('?')[0]
  const onListPage = path === urlFor('custom_generation.show')
  // The latest answer on this page; a new page from the server brings its own truth.
  const [heard, setHeard] = useState<{ on: Notices; running: boolean } | null>(null)
  const running = heard?.on === initial ? heard.running : initial.running
  // A page from the browser's history may predate a run this tab saw start.
  const seenRunning = useCustomRunning((state) => state.running)
  const stop = () => {
    setHeard({ on: initial, running: false })
    customRunningSeen(false)
  }

  useEffect(() => tell(t, initial.ended, !onListPage), [initial.ended, onListPage, t])

  useSWR(
    urlFor('custom_generation.notices'),
    () => api('custom_generation.notices').then((answer) => answer.data),
    {
      revalidateOnMount: seenRunning && !initial.running && !onListPage,
      refreshWhenHidden: true,
      // A number that changes only when polling starts or stops: SWR re-arms its timer then.
      refreshInterval: (running || seenRunning) && !onListPage ? initial.pollMs : 0,
      // Told here, before stopping (which may take this component away).
      onSuccess: (answer) => {
        tell(t, answer.ended, !onListPage)
        if (answer.running) setHeard({ on: initial, running: true })
        else stop()
      },
      // Signed out meanwhile (or another refusal): asking again would not change it.
      onError: (error) => {
        if (error instanceof ApiError && error.status >= 400 && error.status < 500) stop()
      },
    }
  )
  return null
}

export default function CustomNotices({ initial }: { initial: Notices }) {
  return (
    <SWRConfig value={swrDefaults}>
      <Watch initial={initial} />
    </SWRConfig>
  )
}
