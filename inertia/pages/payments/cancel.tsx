import { Link } from '@inertiajs/react'
import { useTranslation } from '~/lib/use_translation'
import SeoHead from '~/components/shell/seo_head'
import { urlFor } from '~/lib/routes'

export default function PaymentCancel() {
  const { t } = useTranslation()
  return (
    <section className="container page-message">
      <SeoHead
        title={t('meta.paymentCancel.title')}
        description={t('meta.paymentCancel.description')}
        noindex
      />
      <h1>{t('payments.cancelPage.title')}</h1>
      <p className="muted">{t('payments.cancelPage.text')}</p>
      <div className="actions">
        <Link href={urlFor('payment.show')} className="btn btn-primary">
          {t('payments.cancelPage.retry')}
        </Link>
        <Link href={urlFor('home')} className="btn btn-ghost">
          {t('payments.cancelPage.home')}
        </Link>
      </div>
    </section>
  )
}
