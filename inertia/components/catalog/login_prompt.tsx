import { Link, usePage } from '@inertiajs/react'
import { useEffect, useLayoutEffect, useRef } from 'react'
import { useTranslation } from '~/lib/use_translation'
import type { SharedProps } from '~/types'
import { useFocusTrap } from '~/lib/use_focus_trap'
import { urlFor } from '~/lib/routes'
import { useLoginPrompt } from '~/components/catalog/login_prompt_store'

export function loginHref(path: string) {
  return urlFor('login.show', undefined, { qs: { redirect: path } })
}

/**
 * What visitors see when they use a signed-in action: a short dialog with links to
 * log in (coming back here afterwards) or to sign up.
 */
export default function LoginPrompt() {
  const { t } = useTranslation()
  const { site } = usePage<SharedProps>().props
  const { reason, close } = useLoginPrompt()
  const dialog = useRef<HTMLDivElement>(null)
  useFocusTrap(dialog, !!reason)

  // A layout effect: focus and Escape work from the moment the dialog shows
  // (a plain effect may run a frame after the paint).
  useLayoutEffect(() => {
    if (!reason) return
    dialog.current?.querySelector<HTMLElement>('a')?.focus()
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && close()
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [reason, close])

  // A navigation (to /login or elsewhere) closes it.
  useEffect(() => close, [site.path, close])

  if (!reason) return null
  return (
    <div className="catalog-modal-backdrop" onClick={close}>
      <div
        ref={dialog}
        className="catalog-modal"
        role="dialog"
        aria-modal="true"
        aria-labelledby="login-prompt-title"
        aria-describedby="login-prompt-text"
        onClick={(event) => event.stopPropagation()}
      >
        <h2 id="login-prompt-title">{t('catalog.login.title')}</h2>
        <p id="login-prompt-text">{t(`catalog.login.reasons.${reason}`)}</p>
        <div className="actions">
          <Link href={loginHref(site.path)} className="btn btn-primary">
            {t('catalog.login.login')}
          </Link>
          <Link href={urlFor('register.show')} className="btn btn-ghost">
            {t('catalog.login.register')}
          </Link>
          <button type="button" className="btn btn-ghost" onClick={close}>
            {t('catalog.login.notNow')}
          </button>
        </div>
      </div>
    </div>
  )
}
