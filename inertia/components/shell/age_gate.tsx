import { useEffect, useRef, useState } from 'react'
import { useTranslation } from '~/lib/use_translation'
import { ageConfirmedLocally, confirmAge } from '~/lib/preferences'
import { useFocusTrap } from '~/lib/use_focus_trap'
import { urlFor } from '~/lib/routes'

/** 18+ confirmation for visitors. */
export default function AgeGate({ required }: { required: boolean }) {
  const { t } = useTranslation()
  const [open, setOpen] = useState(required)
  const [refused, setRefused] = useState(false)
  const dialog = useRef<HTMLDivElement>(null)
  // Nothing behind the gate is reachable until it is answered.
  useFocusTrap(dialog, open)

  useEffect(() => {
    // Local storage exists only after hydration, so this cannot be initial state.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (required && ageConfirmedLocally()) setOpen(false)
  }, [required])

  useEffect(() => {
    document.body.classList.toggle('no-scroll', open)
    return () => document.body.classList.remove('no-scroll')
  }, [open])

  if (!open) return null
  return (
    <div
      ref={dialog}
      className="age-gate"
      role="dialog"
      aria-modal="true"
      aria-labelledby="age-gate-title"
    >
      <div className="age-gate-card">
        <span className="age-badge" aria-hidden="true">
          18+
        </span>
        <h2 id="age-gate-title">{t('ageGate.title')}</h2>
        {refused ? (
          <>
            <p>{t('ageGate.refused')}</p>
            <button
              type="button"
              className="btn btn-ghost"
              autoFocus
              onClick={() => setRefused(false)}
            >
              {t('ageGate.back')}
            </button>
          </>
        ) : (
          <>
            <p>{t('ageGate.text')}</p>
            <form
              className="age-gate-actions"
              method="post"
              action={urlFor('age_gate.confirm')}
              onSubmit={(event) => {
                event.preventDefault()
                confirmAge()
                setOpen(false)
              }}
            >
              <button type="submit" className="btn btn-primary" autoFocus>
                {t('ageGate.confirm')}
              </button>
              <button type="button" className="btn btn-ghost" onClick={() => setRefused(true)}>
                {t('ageGate.leave')}
              </button>
            </form>
            <p className="muted small">{t('ageGate.notice')}</p>
          </>
        )}
      </div>
    </div>
  )
}
