import { usePage } from '@inertiajs/react'
import { useEffect, useState } from 'react'
import toast, { Toaster, type ToasterProps } from 'react-hot-toast'
import type { SharedProps } from '~/types'

/** The app's mobile breakpoint. */
const NARROW = '(max-width: 768px)'

/**
 * Where toasts show: bottom-right on wide windows (a toast at the top could
 * cover logout or the balance); at the top on phones, where the bottom of the
 * screen is a form's submit button (a declined card's toast covered "Pay").
 */
function usePosition(): ToasterProps['position'] {
  const [narrow, setNarrow] = useState(false)
  useEffect(() => {
    const media = window.matchMedia(NARROW)
    const update = () => setNarrow(media.matches)
    update()
    media.addEventListener('change', update)
    return () => media.removeEventListener('change', update)
  }, [])
  return narrow ? 'top-center' : 'bottom-right'
}

/**
 * Notification area: success 2 s; blank, error and custom
 * 4 s; loading until dismissed. react-hot-toast caps the queue at 20.
 * Server-side flash toasts (after a redirect) are shown once here.
 */
export default function Toasts() {
  const { toast: flash } = usePage<SharedProps>().props
  const position = usePosition()

  useEffect(() => {
    if (!flash) return
    if (flash.type === 'success') toast.success(flash.message)
    else if (flash.type === 'error') toast.error(flash.message)
    else toast(flash.message)
  }, [flash])

  return (
    <Toaster
      position={position}
      toastOptions={{
        duration: 4000,
        success: { duration: 2000 },
        loading: { duration: Infinity },
        className: 'toast',
      }}
    />
  )
}
