import { router } from '@inertiajs/react'
import { useEffect, useState } from 'react'
import { useTranslation } from '~/lib/use_translation'

/** Only navigations slower than this get the full-screen loader (the top bar shows at once). */
const DELAY_MS = 600

/**
 * Full-screen loading state while a page (and the session it carries) loads.
 * Fast navigations never show it; slow ones don't look frozen.
 */
export default function LoadingScreen() {
  const { t } = useTranslation()
  const [visible, setVisible] = useState(false)

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined
    const offStart = router.on('start', (event) => {
      if (event.detail.visit.prefetch || event.detail.visit.async) return
      timer = setTimeout(() => setVisible(true), DELAY_MS)
    })
    const offFinish = router.on('finish', () => {
      clearTimeout(timer)
      setVisible(false)
    })
    return () => {
      clearTimeout(timer)
      offStart()
      offFinish()
    }
  }, [])

  if (!visible) return null
  return (
    <div className="loading-screen" role="status" aria-live="polite" data-testid="loading-screen">
      <span className="spinner spinner-lg" aria-hidden="true" />
      <span>{t('common.loading')}</span>
    </div>
  )
}
