import { useTranslation } from '~/lib/use_translation'
import type { Data } from '@generated/data'
import { useCosts } from '~/lib/costs'
import { formatEuros, formatPoints } from '~/lib/format'

type Package = Data.Payments.Package

/** The package with the most points per euro (the first of equals), if any. */
export function bestValueOf(packages: Package[]) {
  let best: Package | null = null
  for (const pkg of packages) {
    if (!best || pkg.points * best.priceCents > best.points * pkg.priceCents) best = pkg
  }
  return packages.length > 1 ? best : null
}

/**
 * A package as it is: price, points, what those points buy at today's prices (each on its own) and
 * how long they last; an operator's phrases (packages:set) after that.
 */
export default function PackageCard({
  pkg,
  bestValue,
  expiryMonths,
  onBuy,
}: {
  pkg: Package
  bestValue: boolean
  expiryMonths: number
  onBuy: () => void
}) {
  const { t, i18n } = useTranslation()
  const costs = useCosts()
  const buys = (
    [
      ['chat', costs.chat],
      ['photo', costs.photo],
      ['video', costs.video],
      ['customPhoto', costs.customPhoto],
      ['customVideo', costs.customVideo],
    ] as const
  )
    .map(([action, cost]) => [action, cost > 0 ? Math.floor(pkg.points / cost) : 0] as const)
    .filter(([, count]) => count > 0)

  return (
    <li
      className={`card package-card ${bestValue ? 'is-featured' : ''}`}
      data-testid="package-card"
    >
      {bestValue && <span className="badge">{t('payments.bestValue')}</span>}
      <h2>{pkg.name}</h2>
      <p className="package-price">{formatEuros(pkg.priceCents, i18n.language)}</p>
      <p className="package-points">
        {t('payments.points', {
          count: pkg.points,
          points: formatPoints(pkg.points, i18n.language),
        })}
      </p>
      {buys.length > 0 && (
        <>
          <p className="package-buys-title">{t('payments.buys.title')}</p>
          <ul className="package-buys" data-testid="package-buys">
            {buys.map(([action, count]) => (
              <li key={action}>
                {t(`payments.buys.${action}`, {
                  count,
                  formatted: formatPoints(count, i18n.language),
                })}
              </li>
            ))}
          </ul>
        </>
      )}
      <p className="muted small" data-testid="package-expiry">
        {t('payments.validFor', { count: expiryMonths })}
      </p>
      {pkg.phrases.length > 0 && (
        <ul className="package-phrases">
          {pkg.phrases.map((phrase) => (
            <li key={phrase}>{phrase}</li>
          ))}
        </ul>
      )}
      <button
        type="button"
        className="btn btn-primary btn-block"
        onClick={onBuy}
        aria-label={`${t('payments.buy')} ${pkg.name}`}
      >
        {t('payments.buy')}
      </button>
    </li>
  )
}
