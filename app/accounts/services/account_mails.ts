import { urlFor } from '@adonisjs/core/services/url_builder'
import mail from '@adonisjs/mail/services/main'
import type { Locale } from '#core/i18n/locales'
import { translator } from '#core/i18n/translator'
import { StandardMail } from '#core/mail/standard_mail'
import pointsConfig from '#config/points'
import { publicUrl } from '#core/http/public_url'
import type { ExpiryNotice } from '#ledger/types/points_expiry'

export const CODE_TTL_MINUTES = 15
export const RESET_TTL_MINUTES = 60

type Recipient = { email: string; username: string; locale: Locale }

export async function sendVerificationCode(user: Recipient, code: string) {
  const t = translator(user.locale)
  await mail.sendLater(
    new StandardMail({
      to: user.email,
      locale: user.locale,
      subject: t('auth.mail.verify.subject', { code }),
      heading: t('auth.mail.verify.heading', { username: user.username }),
      paragraphs: [t('auth.mail.verify.text')],
      code,
      footnote: t('auth.mail.verify.footnote', { minutes: CODE_TTL_MINUTES }),
    })
  )
}

export async function sendPasswordResetLink(user: Recipient, url: string) {
  const t = translator(user.locale)
  await mail.sendLater(
    new StandardMail({
      to: user.email,
      locale: user.locale,
      subject: t('auth.mail.reset.subject'),
      heading: t('auth.mail.reset.heading', { username: user.username }),
      paragraphs: [t('auth.mail.reset.text', { minutes: RESET_TTL_MINUTES })],
      action: { url, label: t('auth.mail.reset.action') },
      footnote: t('auth.mail.reset.footnote'),
    })
  )
}

export async function sendSignInAttemptsNotice(user: Recipient, minutes: number) {
  const t = translator(user.locale)
  await mail.sendLater(
    new StandardMail({
      to: user.email,
      locale: user.locale,
      subject: t('auth.mail.signInAttempts.subject'),
      heading: t('auth.mail.signInAttempts.heading', { username: user.username }),
      paragraphs: [t('auth.mail.signInAttempts.text', { minutes })],
      footnote: t('auth.mail.signInAttempts.footnote'),
    })
  )
}

export function expiryDate(iso: string, locale: string) {
  return new Intl.DateTimeFormat(locale === 'es' ? 'es-ES' : 'en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(iso))
}

export async function sendPointsExpiryNotice(user: Recipient, notice: ExpiryNotice) {
  const t = translator(user.locale)
  const date = expiryDate(notice.expiresAt, user.locale)
  await mail.sendLater(
    new StandardMail({
      to: user.email,
      locale: user.locale,
      subject: t('wallet.expiry.mail.subject', { points: notice.points, date }),
      heading: t('wallet.expiry.mail.heading', { username: user.username }),
      paragraphs: [
        t('wallet.expiry.mail.text', { points: notice.points, count: notice.points, date }),
        t('wallet.expiry.mail.policy', { days: pointsConfig.expiryNoticeDays }),
      ],
      action: {
        url: publicUrl(urlFor('profile.show', undefined, { qs: { tab: 'transactions' } })),
        label: t('wallet.expiry.mail.action'),
      },
    })
  )
}
