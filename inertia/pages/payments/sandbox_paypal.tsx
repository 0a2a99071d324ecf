import { useTranslation } from '~/lib/use_translation'
import SeoHead from '~/components/shell/seo_head'
import { formatEuroAmount } from '~/lib/format'
import type { Data } from '@generated/data'
import { urlFor } from '~/lib/routes'
import { usePost } from '~/lib/use_post'

/** The sandbox's stand-in for PayPal's approval page (only without PayPal keys, never in production). */
export default function SandboxPayPal({ order }: { order: Data.Payments.Sandbox.SandboxOrder }) {
  const { t, i18n } = useTranslation()
  const approve = usePost()
  const cancel = usePost()
  const busy = approve.processing || cancel.processing

  return (
    <section className="container section narrow">
      <SeoHead
        title={t('meta.sandboxPayPal.title')}
        description={t('meta.sandboxPayPal.description')}
        noindex
      />
      <div className="card sandbox-paypal">
        <p className="paypal-logo" aria-hidden="true">
          PayPal
        </p>
        <h1>{t('payments.sandbox.title')}</h1>
        <p className="muted">{t('payments.sandbox.text')}</p>
        <dl className="summary">
          <div>
            <dt>{t('payments.sandbox.order')}</dt>
            <dd>{order.description}</dd>
          </div>
          <div>
            <dt>{t('payments.sandbox.amount')}</dt>
            <dd>{formatEuroAmount(order.amount, i18n.language)}</dd>
          </div>
        </dl>
        <div className="actions">
          <button
            type="button"
            className="btn btn-paypal"
            disabled={busy}
            onClick={() => approve.post(urlFor('sandbox.paypal.approve'), { token: order.id })}
          >
            {approve.processing ? <span className="spinner" aria-hidden="true" /> : null}
            {t('payments.sandbox.approve')}
          </button>
          <button
            type="button"
            className="btn btn-ghost"
            disabled={busy}
            onClick={() => cancel.post(urlFor('sandbox.paypal.cancel'), { token: order.id })}
          >
            {t('payments.sandbox.cancel')}
          </button>
        </div>
      </div>
    </section>
  )
}
