import { Link } from '@inertiajs/react'
import type { TFunction } from 'i18next'
import toast from 'react-hot-toast'
import type { SharedProps } from '~/types'
import { api } from '~/lib/api'
import { urlFor } from '~/lib/routes'

export type CustomNotice = SharedProps['customNotices']['ended'][number]

/** Where "my custom generations" is: the custom generation page's list. */
export const MINE_ANCHOR = 'my-generations'
export const MINE_HREF = `${urlFor('custom_generation.show')}#${MINE_ANCHOR}`

/** Shown in this tab already (a page may load before the server learns they were seen). */
export const toldHere = new Set<string>()

/** Tells the server the page showed how these ended (no notice of them on the next page). */
export function markSeen(taskIds: string[]) {
  for (const id of taskIds) toldHere.add(id)
  if (taskIds.length) void api('custom_generation.seen', { body: { taskIds } }).catch(() => null)
}

/**
 * The notice of a custom generation that ended: ready, or failed with its points returned; with a
 * link to the list when it is on another page.
 */
export function showCustomNotice(t: TFunction, notice: CustomNotice, withLink: boolean) {
  const ready = notice.status === 'completed'
  const text = t(`studio.custom.mine.${ready ? 'ready' : 'failed'}.${notice.type}`)
  const body = withLink ? (
    <span data-testid="custom-notice">
      {text}{' '}
      <Link href={MINE_HREF} onClick={() => toast.dismiss(notice.taskId)}>
        {t('studio.custom.mine.see')}
      </Link>
    </span>
  ) : (
    <span data-testid="custom-notice">{text}</span>
  )
  const options = { id: notice.taskId, duration: 10_000 }
  if (ready) toast.success(body, options)
  else toast.error(body, options)
}
