import { Link, router, usePage } from '@inertiajs/react'
import { useState } from 'react'
import { useTranslation } from '~/lib/use_translation'
import toast from 'react-hot-toast'
import { returnPath } from '~/components/shell/return_path'
import SeoHead from '~/components/shell/seo_head'
import Modal from '~/components/ui/modal'
import CheckoutModal from '~/components/payments/checkout_modal'
import PackageCard, { bestValueOf } from '~/components/payments/package_card'
import ReceiptView from '~/components/payments/receipt_view'
import type { Data } from '@generated/data'
import type { SharedProps } from '~/types'
import { urlFor } from '~/lib/routes'

type Props = {
  packages: Data.Payments.Package[]
  methods: ('card' | 'paypal')[]
  card: Data.Payments.CardConfig
  paypalProvider: 'paypal' | 'sandbox'
  /** How long purchased points last. */
  expiryMonths: number
}

export default function Payment({ packages, methods, card, paypalProvider, expiryMonths }: Props) {
  const { t } = useTranslation()
  const { user, site } = usePage<SharedProps>().props
  const [selected, setSelected] = useState<Data.Payments.Package | null>(null)
  const [loginPrompt, setLoginPrompt] = useState(false)
  const [receipt, setReceipt] = useState<Data.Payments.Receipt | null>(null)
  const sandbox = card.provider === 'sandbox' || paypalProvider === 'sandbox'
  const bestValue = bestValueOf(packages)

  const buy = (pkg: Data.Payments.Package) => {
    if (!user) {
      setLoginPrompt(true)
      toast.error(t('payments.loginRequired'))
      return
    }
    setSelected(pkg)
  }

  const paid = (result: Data.Payments.Receipt) => {
    setSelected(null)
    setReceipt(result)
    toast.success(t('payments.success'))
    // The header balance is a shared prop: refresh it.
    router.reload({ only: ['balance'] })
  }

  return (
    <section className="container section payment-page">
      <SeoHead title={t('meta.payment.title')} description={t('meta.payment.description')} />
      <h1>{t('payments.title')}</h1>
      <p className="lead">{t('payments.subtitle')}</p>
      {sandbox && (
        <p className="notice" data-testid="sandbox-notice">
          {t('payments.sandboxNotice')}
        </p>
      )}
      {loginPrompt && !user && (
        <p className="notice notice-error" role="alert">
          {t('payments.loginRequired')}.{' '}
          <Link href={urlFor('login.show', undefined, { qs: { redirect: site.path } })}>
            {t('payments.loginLink')}
          </Link>
        </p>
      )}

      <ul className="package-grid">
        {packages.map((pkg) => (
          <PackageCard
            key={pkg.id}
            pkg={pkg}
            bestValue={pkg.id === bestValue?.id}
            expiryMonths={expiryMonths}
            onBuy={() => buy(pkg)}
          />
        ))}
      </ul>

      {selected && (
        <CheckoutModal
          pkg={selected}
          methods={methods}
          card={card}
          onClose={() => setSelected(null)}
          onPaid={paid}
        />
      )}

      {receipt && (
        <Modal
          title={t('payments.receipt.title')}
          onClose={() => router.visit(returnPath())}
          testId="receipt-modal"
        >
          <ReceiptView
            packageName={receipt.packageName}
            pointsAdded={receipt.pointsAdded}
            amount={receipt.amount}
            newBalance={receipt.newBalance}
            transactionId={receipt.transactionId}
            refunded={receipt.refunded}
            refundedCents={receipt.refundedCents}
            refundedPoints={receipt.refundedPoints}
          />
          <div className="actions">
            <button
              type="button"
              className="btn btn-primary"
              onClick={() => router.visit(returnPath())}
            >
              {t('payments.receipt.close')}
            </button>
          </div>
        </Modal>
      )}
    </section>
  )
}
