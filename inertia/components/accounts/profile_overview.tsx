import { Link } from '@inertiajs/react'
import { useState } from 'react'
import { useTranslation } from '~/lib/use_translation'
import PageForm from '~/components/ui/page_form'
import { formatDate, formatDay, formatPoints } from '~/lib/format'
import type { PointsExpiry } from '~/types'
import type { Data } from '@generated/data'
import { urlFor } from '~/lib/routes'

type Account = Data.Accounts.Account.Variants['toProfile']

export default function ProfileOverview({
  account,
  balance,
  pointsExpiry,
  bioLength,
}: {
  account: Account
  balance: number
  pointsExpiry?: PointsExpiry | null
  bioLength: { max: number }
}) {
  const { t, i18n } = useTranslation()
  const [editing, setEditing] = useState(false)

  return (
    <div className="profile-grid">
      <div className="card">
        <dl className="profile-facts">
          <dt>{t('account.fields.username')}</dt>
          <dd data-testid="profile-username">{account.username}</dd>
          <dt>{t('account.fields.email')}</dt>
          <dd>{account.email}</dd>
        </dl>
        <p className="muted">
          {t('account.profile.memberSince', {
            date: formatDate(account.memberSince, i18n.language),
          })}
        </p>
      </div>
      <div className="card">
        <h2>{t('account.profile.balance')}</h2>
        <p className="profile-balance" data-testid="profile-balance">
          {t('common.pointsCount', {
            count: balance,
            formatted: formatPoints(balance, i18n.language),
          })}
        </p>
        {pointsExpiry && (
          <p
            className={pointsExpiry.soon ? 'balance-expiry' : 'muted'}
            data-testid="profile-expiry"
          >
            {t('wallet.expiry.line', {
              count: pointsExpiry.points,
              points: formatPoints(pointsExpiry.points, i18n.language),
              date: formatDay(pointsExpiry.expiresAt, i18n.language),
            })}
          </p>
        )}
        <Link href={urlFor('payment.show')} className="btn btn-primary">
          {t('account.profile.buyPoints')}
        </Link>
      </div>
      <div className="card profile-bio">
        <h2>{t('account.profile.bio')}</h2>
        {editing ? (
          <PageForm
            action={urlFor('profile.update')}
            options={{ preserveScroll: true }}
            onSuccess={() => setEditing(false)}
          >
            {({ errors, processing }) => (
              <>
                <label htmlFor="bio" className="sr-only">
                  {t('account.profile.bio')}
                </label>
                <textarea
                  id="bio"
                  name="bio"
                  rows={4}
                  maxLength={bioLength.max}
                  placeholder={t('account.profile.bioPlaceholder')}
                  defaultValue={account.bio ?? ''}
                  aria-invalid={!!errors.bio}
                />
                {errors.bio && <p className="field-error">{errors.bio}</p>}
                <div className="actions">
                  <button type="submit" className="btn btn-primary" disabled={processing}>
                    {t('account.profile.saveBio')}
                  </button>
                  <button type="button" className="btn btn-ghost" onClick={() => setEditing(false)}>
                    {t('common.cancel')}
                  </button>
                </div>
              </>
            )}
          </PageForm>
        ) : (
          <>
            <p className={account.bio ? undefined : 'muted'}>
              {account.bio ?? t('account.profile.noBio')}
            </p>
            <button type="button" className="btn btn-ghost btn-sm" onClick={() => setEditing(true)}>
              {t('account.profile.editBio')}
            </button>
          </>
        )}
      </div>
    </div>
  )
}
