import { Link } from '@inertiajs/react'
import { useTranslation } from '~/lib/use_translation'
import Modal from '~/components/ui/modal'
import { urlFor } from '~/lib/routes'

/* Parts of the custom generation page: the how-it-works steps, and the sign-in prompt. */

export function CustomHowItWorks({ maxPrompt }: { maxPrompt: number }) {
  const { t } = useTranslation()
  return (
    <aside className="custom-aside">
      <h2>{t('studio.custom.page.howTitle')}</h2>
      <ol className="custom-steps">
        {[1, 2, 3].map((n) => (
          <li key={n}>
            <strong>{t(`studio.custom.page.step${n}Title`)}</strong>
            <p className="muted small">
              {t(`studio.custom.page.step${n}Text`, { max: maxPrompt })}
            </p>
          </li>
        ))}
      </ol>
      <p className="custom-disclaimer muted small">{t('studio.custom.page.disclaimer')}</p>
    </aside>
  )
}

export function CustomLoginModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation()
  return (
    <Modal title={t('studio.custom.page.loginTitle')} onClose={onClose}>
      <p>{t('studio.custom.page.loginText')}</p>
      <div className="actions">
        <Link href={urlFor('login.show')} className="btn btn-primary">
          {t('studio.custom.page.login')}
        </Link>
        <Link href={urlFor('register.show')} className="btn btn-ghost">
          {t('studio.custom.page.register')}
        </Link>
      </div>
    </Modal>
  )
}
