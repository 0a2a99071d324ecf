import { usePage } from '@inertiajs/react'
import { useEffect } from 'react'
import toast, { Toaster } from 'react-hot-toast'
import type { SharedProps } from '~/types'

/**
 * Notification area, bottom-right (design.md #4): success 2 s; blank, error and
 * custom 4 s; loading until dismissed. react-hot-toast caps the queue at 20.
 * Server-side flash toasts (after a redirect) are shown once here.
 */
export default function Toasts() {
  const { toast: flash } = usePage<SharedProps>().props

  useEffect(() => {
    if (!flash) return
    if (flash.type === 'success') toast.success(flash.message)
    else if (flash.type === 'error') toast.error(flash.message)
    else toast(flash.message)
  }, [flash])

  return (
    <Toaster
      // At the bottom: the header's height varies (its controls wrap onto a second
      // row on narrow windows), so a toast at the top could cover logout or the balance.
      position="bottom-right"
      toastOptions={{
        duration: 4000,
        success: { duration: 2000 },
        loading: { duration: Infinity },
        className: 'toast',
      }}
    />
  )
}
