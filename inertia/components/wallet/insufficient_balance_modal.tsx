import { Link } from '@inertiajs/react'
import { useTranslation } from 'react-i18next'
import Modal from '~/components/ui/modal'

/**
 * product.md §2/§8: an action the balance cannot cover (HTTP 402) offers a
 * recharge that leads to /payment.
 */
export default function InsufficientBalanceModal(props: {
  balance: number
  cost: number
  onClose: () => void
}) {
  const { t } = useTranslation()
  return (
    <Modal
      title={t('wallet.insufficient.title')}
      onClose={props.onClose}
      testId="insufficient-balance"
    >
      <p>{t('wallet.insufficient.text', { cost: props.cost, balance: props.balance })}</p>
      <div className="actions">
        <Link href="/payment" className="btn btn-primary">
          {t('wallet.insufficient.recharge')}
        </Link>
        <button type="button" className="btn btn-ghost" onClick={props.onClose}>
          {t('wallet.insufficient.close')}
        </button>
      </div>
    </Modal>
  )
}
