import { Link, usePage } from '@inertiajs/react'
import { useTranslation } from '~/lib/use_translation'
import Modal from '~/components/ui/modal'
import PointsStandingNotice from '~/components/ledger/points_standing_notice'
import { formatPoints } from '~/lib/format'
import { urlFor } from '~/lib/routes'
import type { SharedProps } from '~/types'

/**
 * An action the balance cannot cover (HTTP 402) offers a recharge that leads to /payment, and says
 * why when a refund left the balance below zero or a dispute froze points.
 */
export default function InsufficientBalanceModal(props: {
  balance: number
  cost: number
  onClose: () => void
}) {
  const { t, i18n } = useTranslation()
  const { pointsStanding } = usePage<SharedProps>().props
  return (
    <Modal
      title={t('wallet.insufficient.title')}
      onClose={props.onClose}
      testId="insufficient-balance"
    >
      <p>
        {t('wallet.insufficient.text', {
          cost: t('common.pointsCount', {
            count: props.cost,
            formatted: formatPoints(props.cost, i18n.language),
          }),
          balance: t('common.pointsCount', {
            count: props.balance,
            formatted: formatPoints(props.balance, i18n.language),
          }),
        })}
      </p>
      {/* Below zero or frozen points: why the balance is short, and the way back. */}
      <PointsStandingNotice balance={props.balance} standing={pointsStanding} withLink={false} />
      <div className="actions">
        <Link href={urlFor('payment.show')} className="btn btn-primary">
          {t('wallet.insufficient.recharge')}
        </Link>
        <button type="button" className="btn btn-ghost" onClick={props.onClose}>
          {t('wallet.insufficient.close')}
        </button>
      </div>
    </Modal>
  )
}
