import { useLayoutEffect, useRef, type ReactNode } from 'react'
import { useTranslation } from '~/lib/use_translation'
import { useFocusTrap } from '~/lib/use_focus_trap'

/**
 * An accessible dialog: labelled, moves focus in and keeps it there (Tab
 * cycles inside), closes on Escape and on the backdrop (unless `locked` while work is in
 * progress), and gives focus back on close.
 */
export default function Modal({
  title,
  onClose,
  locked = false,
  children,
  testId,
  className,
}: {
  title: string
  onClose: () => void
  locked?: boolean
  children: ReactNode
  testId?: string
  /** Another class beside `modal`, for a dialog laid out its own way (the chat). */
  className?: string
}) {
  const { t } = useTranslation()
  const dialog = useRef<HTMLDivElement>(null)
  useFocusTrap(dialog)

  // Layout effects: focus and keys belong to the dialog from the moment it
  // shows (a plain effect may run a frame after the paint).
  useLayoutEffect(() => {
    const previous = document.activeElement as HTMLElement | null
    dialog.current?.focus()
    document.body.classList.add('no-scroll')
    return () => {
      document.body.classList.remove('no-scroll')
      previous?.focus?.()
    }
  }, [])

  useLayoutEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !locked) onClose()
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [locked, onClose])

  return (
    <div
      className="modal-backdrop"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget && !locked) onClose()
      }}
    >
      <div
        ref={dialog}
        className={className ? `modal ${className}` : 'modal'}
        role="dialog"
        aria-modal="true"
        aria-labelledby="modal-title"
        tabIndex={-1}
        data-testid={testId}
      >
        <header className="modal-header">
          <h2 id="modal-title">{title}</h2>
          <button
            type="button"
            className="modal-close"
            onClick={onClose}
            disabled={locked}
            aria-label={t('common.close')}
          >
            ×
          </button>
        </header>
        <div className="modal-body">{children}</div>
      </div>
    </div>
  )
}
