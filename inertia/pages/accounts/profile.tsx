import { Link, router, usePage } from '@inertiajs/react'
import { useTranslation } from '~/lib/use_translation'
import ProfileOverview from '~/components/accounts/profile_overview'
import ProfileSettings from '~/components/accounts/profile_settings'
import ProfileTransactions from '~/components/accounts/profile_transactions'
import ProfileFavorites, { type FavoriteWithModel } from '~/components/engagement/profile_favorites'
import SeoHead from '~/components/shell/seo_head'
import ProfileMedia from '~/components/studio/profile_media'
import PointsStandingNotice from '~/components/ledger/points_standing_notice'
import type { SharedProps } from '~/types'
import type { Data } from '@generated/data'
import { urlFor } from '~/lib/routes'

type Tab = 'overview' | 'favorites' | 'photos' | 'videos' | 'transactions' | 'settings'
type Favorites = { total: number; items: FavoriteWithModel[] }
/* One object, not a union: the generated page types (InertiaPages) cannot read a union of props. */
type Props = {
  signedIn: boolean
  tab: Tab
  account: Data.Accounts.Account.Variants['toProfile'] | null
  transactions: Data.Ledger.LedgerHistory | null
  favorites: Favorites | null
  studio: Data.Studio.ProfileMedia | null
  bioLength: { max: number }
}

const TABS: Tab[] = ['overview', 'favorites', 'photos', 'videos', 'transactions', 'settings']

/** Profile: account, favourites, generated photos and videos, points. */
export default function Profile(props: Props) {
  const { t } = useTranslation()
  const { balance, pointsExpiry, pointsStanding } = usePage<SharedProps>().props
  const seo = (
    <SeoHead title={t('meta.profile.title')} description={t('meta.profile.description')} noindex />
  )

  const { account, transactions, favorites, studio } = props
  if (!props.signedIn || !account || !transactions || !favorites || !studio) {
    return (
      <section className="container page-message" data-testid="profile-login-required">
        {seo}
        <h1>{t('meta.profile.title')}</h1>
        <p className="lead">{t('account.profile.loginRequired')}</p>
        <div className="actions">
          <Link href={urlFor('login.show')} className="btn btn-primary">
            {t('account.profile.loginLink')}
          </Link>
        </div>
      </section>
    )
  }

  const select = (tab: Tab) =>
    router.get(
      urlFor('profile.show'),
      { tab },
      { preserveScroll: true, preserveState: true, replace: true }
    )

  return (
    <section className="container profile-page">
      {seo}
      <h1>{account.username}</h1>
      {/* On every tab: the balance and the transactions both need the reason. */}
      <PointsStandingNotice balance={balance ?? 0} standing={pointsStanding} />
      <div role="tablist" aria-label={t('meta.profile.title')} className="tabs">
        {TABS.map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            id={`tab-${name}`}
            aria-selected={props.tab === name}
            aria-controls={`panel-${name}`}
            className={`tab ${props.tab === name ? 'is-active' : ''}`}
            onClick={() => select(name)}
          >
            {t(`account.profile.tabs.${name}`)}
            {(name === 'photos' || name === 'videos') && (
              <span className="tab-count" data-testid={`${name}-count`}>
                {studio.counts[name]}
              </span>
            )}
            {name === 'transactions' && <span className="tab-count">{transactions.total}</span>}
            {name === 'favorites' && (
              <span className="tab-count" data-testid="favorites-count">
                {favorites.total}
              </span>
            )}
          </button>
        ))}
      </div>
      <div id={`panel-${props.tab}`} role="tabpanel" aria-labelledby={`tab-${props.tab}`}>
        {props.tab === 'overview' && (
          <ProfileOverview
            account={account}
            balance={balance ?? 0}
            pointsExpiry={pointsExpiry}
            bioLength={props.bioLength}
          />
        )}
        {props.tab === 'favorites' && <ProfileFavorites items={favorites.items} />}
        {props.tab === 'photos' && <ProfileMedia kind="photo" items={studio.items} />}
        {props.tab === 'videos' && <ProfileMedia kind="video" items={studio.items} />}
        {props.tab === 'transactions' && <ProfileTransactions history={transactions} />}
        {props.tab === 'settings' && <ProfileSettings />}
      </div>
    </section>
  )
}
