import logger from '@adonisjs/core/services/logger'
import mail from '@adonisjs/mail/services/main'
import pointsConfig from '#config/points'
import { publicUrl } from '#core/http/public_url'
import { translator } from '#core/i18n/translator'
import { StandardMail } from '#core/mail/standard_mail'
import User from '#accounts/models/user'
import { claimExpiryNotices } from '#wallet/actions/claim_expiry_notices'
import type { ExpiryNotice } from '#wallet/types/points_expiry'

/** "12 December 2026" / "12 de diciembre de 2026", in UTC like the ledger. */
export function expiryDate(iso: string, locale: string) {
  return new Intl.DateTimeFormat(locale === 'es' ? 'es-ES' : 'en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(iso))
}

/**
 * Mails every user with points expiring within the notice window, once per
 * lot: the wallet claims the lots (notified_at) in a transaction that
 * commits only after the mails are queued, so a failure retries them next
 * hour (a crash between the two can, rarely, send one twice; never none).
 */
export async function sendPointsExpiryNotices(now: Date) {
  const notices = await claimExpiryNotices(now, async (claimed, trx) => {
    const users = await User.query({ client: trx }).whereIn(
      'id',
      claimed.map((notice) => notice.userId)
    )
    const byId = new Map(users.map((user) => [user.id, user]))
    for (const notice of claimed) {
      const user = byId.get(notice.userId)
      // Pseudonymised (deleted) accounts have no address to write to.
      if (!user || user.deletedAt) continue
      await mail.sendLater(noticeMail(user, notice))
    }
  })
  if (notices.length) logger.info({ users: notices.length }, 'points expiry notices sent')
  return notices
}

function noticeMail(user: User, notice: ExpiryNotice) {
  const t = translator(user.locale)
  const date = expiryDate(notice.expiresAt, user.locale)
  return new StandardMail({
    to: user.email,
    locale: user.locale,
    subject: t('wallet.expiry.mail.subject', { points: notice.points, date }),
    heading: t('wallet.expiry.mail.heading', { username: user.username }),
    paragraphs: [
      t('wallet.expiry.mail.text', { points: notice.points, count: notice.points, date }),
      t('wallet.expiry.mail.policy', { days: pointsConfig.expiryNoticeDays }),
    ],
    action: { url: publicUrl('/profile?tab=transactions'), label: t('wallet.expiry.mail.action') },
  })
}
