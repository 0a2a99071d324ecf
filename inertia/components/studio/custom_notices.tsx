import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { urlFor } from '~/lib/routes'
import {
  markSeen,
  showCustomNotice,
  toldHere,
  type CustomNotice,
} from '~/components/studio/custom_notice_toast'

/**
 * Custom generations that ended while their owner was elsewhere (issue 23,
 * point 7): a toast on the next page, with a link to "my custom
 * generations", and the server learns they were seen. Renders nothing.
 */
export default function CustomNotices({ notices }: { notices: CustomNotice[] }) {
  const { t } = useTranslation()
  useEffect(() => {
    const onListPage = window.location.pathname === urlFor('custom_generation.show')
    const fresh = notices.filter((notice) => !toldHere.has(notice.taskId))
    if (!fresh.length) return
    for (const notice of fresh) showCustomNotice(t, notice, !onListPage)
    markSeen(fresh.map((notice) => notice.taskId))
  }, [notices, t])
  return null
}
