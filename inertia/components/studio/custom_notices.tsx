import { usePage } from '@inertiajs/react'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import useSWR, { SWRConfig } from 'swr'
import { apiGet } from '~/lib/api'
import { urlFor } from '~/lib/routes'
import { swrDefaults } from '~/lib/swr'
import type { SharedProps } from '~/types'
import { markSeen, showCustomNotice, toldHere } from '~/components/studio/custom_notice_toast'

type Notices = SharedProps['customNotices']

/**
 * Custom generations that ended while their owner was elsewhere: a toast with a link to "my custom generations", and the server
 * learns they were seen. The page brings them; while one still runs they
 * are read again every `pollMs` with SWR (docs/decisions/swr-for-polling.md),
 * so the toast comes on whatever page the user is when it ends. The custom
 * generation page follows its requests itself: no second poll there.
 */
function Watch({ initial }: { initial: Notices }) {
  const { t } = useTranslation()
  const path = usePage<SharedProps>().props.site.path.split('?')[0]
  const onListPage = path === urlFor('custom_generation.show')
  const [running, setRunning] = useState(initial.running)
  const { data, mutate } = useSWR(
    urlFor('custom_generation.notices'),
    (url: string) => apiGet<Notices>(url),
    {
      fallbackData: initial,
      revalidateOnMount: false,
      refreshWhenHidden: true,
      // A number that changes only when polling starts or stops: SWR re-arms its timer then.
      refreshInterval: running && !onListPage ? initial.pollMs : 0,
      onSuccess: (answer) => setRunning(answer.running),
    }
  )

  // Each page from the server brings the truth.
  useEffect(() => {
    void mutate(initial, { revalidate: false })
    setRunning(initial.running)
  }, [initial, mutate])

  useEffect(() => {
    const fresh = data.ended.filter((notice) => !toldHere.has(notice.taskId))
    if (!fresh.length) return
    for (const notice of fresh) showCustomNotice(t, notice, !onListPage)
    markSeen(fresh.map((notice) => notice.taskId))
  }, [data.ended, onListPage, t])
  return null
}

export default function CustomNotices({ initial }: { initial: Notices }) {
  return (
    <SWRConfig value={swrDefaults}>
      <Watch initial={initial} />
    </SWRConfig>
  )
}
