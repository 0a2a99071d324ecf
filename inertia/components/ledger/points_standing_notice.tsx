import { Link } from '@inertiajs/react'
import { useTranslation } from '~/lib/use_translation'
import { formatPoints } from '~/lib/format'
import type { PointsStanding } from '~/types'
import { urlFor } from '~/lib/routes'

/**
 * Why the balance is not what the user expects: below zero after a refunded or reversed payment
 * whose points were already spent (spending is blocked until buying points brings it back to zero),
 * or points frozen while a payment is disputed at the bank. Nothing otherwise.
 */
export default function PointsStandingNotice({
  balance,
  standing,
  withLink = true,
}: {
  balance: number
  standing: PointsStanding | null | undefined
  /** The recharge modal has its own "buy points" button. */
  withLink?: boolean
}) {
  const { t, i18n } = useTranslation()
  const frozen = standing?.frozenPoints ?? 0
  const disputed = (standing?.openDisputes ?? 0) > 0
  if (balance >= 0 && !disputed) return null
  const points = (value: number) =>
    t('common.pointsCount', { count: value, formatted: formatPoints(value, i18n.language) })
  return (
    <div
      className="notice notice-error points-standing"
      role="status"
      data-testid="points-standing"
    >
      {balance < 0 && (
        <p data-testid="points-standing-negative">
          <strong>{t('wallet.standing.negative.title')}</strong>{' '}
          {t('wallet.standing.negative.text', { balance: points(balance) })}
        </p>
      )}
      {disputed && (
        <p data-testid="points-standing-frozen">
          <strong>{t('wallet.standing.frozen.title')}</strong>{' '}
          {frozen > 0
            ? t('wallet.standing.frozen.text', { points: points(frozen) })
            : t('wallet.standing.frozen.nothingHeld')}
        </p>
      )}
      {balance < 0 && withLink && (
        <Link href={urlFor('payment.show')} className="btn btn-primary btn-sm">
          {t('wallet.standing.buy')}
        </Link>
      )}
    </div>
  )
}
