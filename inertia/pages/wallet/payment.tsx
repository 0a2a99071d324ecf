import { Link, router, usePage } from '@inertiajs/react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import toast from 'react-hot-toast'
import { returnPath } from '~/components/shell/return_path'
import SeoHead from '~/components/shell/seo_head'
import Modal from '~/components/ui/modal'
import CheckoutModal from '~/components/wallet/checkout_modal'
import ReceiptView from '~/components/wallet/receipt_view'
import type { Data } from '@generated/data'
import { formatEuros, formatPoints } from '~/lib/format'
import type { SharedProps } from '~/types'
import { urlFor } from '~/lib/routes'

type Props = {
  packages: Data.Wallet.Package[]
  methods: ('card' | 'paypal')[]
  card: Data.Wallet.CardConfig
  paypalProvider: 'paypal' | 'sandbox'
}

export default function Payment({ packages, methods, card, paypalProvider }: Props) {
  const { t, i18n } = useTranslation()
  const { user, site } = usePage<SharedProps>().props
  const [selected, setSelected] = useState<Data.Wallet.Package | null>(null)
  const [loginPrompt, setLoginPrompt] = useState(false)
  const [receipt, setReceipt] = useState<Data.Wallet.Receipt | null>(null)
  const sandbox = card.provider === 'sandbox' || paypalProvider === 'sandbox'
  const bestValue = packages.length > 2 ? packages[2].id : null

  const buy = (pkg: Data.Wallet.Package) => {
    if (!user) {
      setLoginPrompt(true)
      toast.error(t('payments.loginRequired'))
      return
    }
    setSelected(pkg)
  }

  const paid = (result: Data.Wallet.Receipt) => {
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
          <li
            key={pkg.id}
            className={`card package-card ${pkg.id === bestValue ? 'is-featured' : ''}`}
          >
            {pkg.id === bestValue && <span className="badge">{t('payments.popular')}</span>}
            <h2>{pkg.name}</h2>
            <p className="package-price">{formatEuros(pkg.priceCents, i18n.language)}</p>
            <p className="package-points">
              {t('payments.points', {
                count: pkg.points,
                points: formatPoints(pkg.points, i18n.language),
              })}
            </p>
            <ul className="package-phrases">
              {pkg.phrases.map((phrase) => (
                <li key={phrase}>{phrase}</li>
              ))}
            </ul>
            <button
              type="button"
              className="btn btn-primary btn-block"
              onClick={() => buy(pkg)}
              aria-label={`${t('payments.buy')} ${pkg.name}`}
            >
              {t('payments.buy')}
            </button>
          </li>
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
