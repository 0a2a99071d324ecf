import { Link, router } from '@inertiajs/react'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from '~/lib/use_translation'
import toast from 'react-hot-toast'
import SeoHead from '~/components/shell/seo_head'
import ReceiptView from '~/components/payments/receipt_view'
import { returnPath } from '~/components/shell/return_path'
import { ApiError, api } from '~/lib/api'
import type { Data } from '@generated/data'
import { urlFor } from '~/lib/routes'

type Params = { orderId: string; packageId: number; payerId: string } | null
type Result = Data.Payments.PaypalCapture
type State =
  { kind: 'processing' } | { kind: 'done'; result: Result } | { kind: 'error'; message: string }

/**
 * The PayPal return: processing, then the details or an error. The capture call is idempotent on
 * the server, so a reload or a second tab shows the same result and credits nothing twice.
 */
export default function PaymentSuccess({ params }: { params: Params }) {
  const { t } = useTranslation()
  const [state, setState] = useState<State>(
    params
      ? { kind: 'processing' }
      : { kind: 'error', message: t('payments.errors.incomplete_parameters') }
  )
  const started = useRef(false)

  useEffect(() => {
    if (!params || started.current) return
    started.current = true
    api('payment_gateway.paypal.capture_order', {
      body: { orderId: params.orderId, packageId: params.packageId },
    })
      .then((response) => {
        setState({ kind: 'done', result: response.data })
        toast.success(t('payments.success'))
        router.reload({ only: ['balance'] })
      })
      .catch((caught) => {
        const message =
          caught instanceof ApiError && caught.isNetwork
            ? t('payments.errors.network')
            : (caught instanceof ApiError && caught.message) || t('payments.errors.capture_failed')
        setState({ kind: 'error', message })
      })
  }, [params, t])

  return (
    <section className="container section narrow">
      <SeoHead
        title={t('meta.paymentSuccess.title')}
        description={t('meta.paymentSuccess.description')}
        noindex
      />
      {state.kind === 'processing' && (
        <div className="page-message" role="status" data-testid="payment-processing">
          <span className="spinner spinner-lg" aria-hidden="true" />
          <p>{t('payments.successPage.processing')}</p>
        </div>
      )}
      {state.kind === 'done' && (
        <div className="card">
          <h1>{t('payments.successPage.title')}</h1>
          <p>{t('payments.success')}</p>
          <ReceiptView
            packageName={state.result.packageName}
            pointsAdded={state.result.points}
            amount={state.result.amount}
            newBalance={state.result.newBalance}
            transactionId={state.result.transactionId}
            refunded={state.result.refunded}
            refundedCents={state.result.refundedCents}
            refundedPoints={state.result.refundedPoints}
          />
          <div className="actions">
            {/* Shown once the capture answered (in the browser): back to what was being bought. */}
            <Link href={returnPath()} className="btn btn-primary">
              {t('payments.successPage.continue')}
            </Link>
          </div>
        </div>
      )}
      {state.kind === 'error' && (
        <div className="card" role="alert">
          <h1>{t('payments.successPage.errorTitle')}</h1>
          <p data-testid="payment-error">{state.message}</p>
          <div className="actions">
            <Link href={urlFor('payment.show')} className="btn btn-primary">
              {t('payments.successPage.backToStart')}
            </Link>
          </div>
        </div>
      )}
    </section>
  )
}
