import { createHash, randomBytes } from 'node:crypto'
import { urlFor } from '@adonisjs/core/services/url_builder'
import mail from '@adonisjs/mail/services/main'
import type { Locale } from '#core/i18n/locales'
import { translator } from '#core/i18n/translator'
import { publicUrl } from '#core/http/public_url'
import { StandardMail } from '#core/mail/standard_mail'
import NewsletterSubscription from '#engagement/models/newsletter_subscription'

/** How a confirmation token is stored (only its hash is kept). */
export const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex')

/**
 * Double opt-in newsletter: signing up mails a confirmation link; only a
 * confirmed address is subscribed (actions/confirm_newsletter). The answer
 * never tells whether an address was already known. The confirmation
 * link's origin is the configured one (APP_URL), never the request's.
 */
export async function subscribeNewsletter(email: string, locale: Locale) {
  const existing = await NewsletterSubscription.findBy('email', email)
  if (existing?.confirmedAt) return

  const token = randomBytes(32).toString('base64url')
  await NewsletterSubscription.updateOrCreate(
    { email },
    { email, locale, tokenHash: tokenHash(token), confirmedAt: null }
  )

  const t = translator(locale)
  await mail.sendLater(
    new StandardMail({
      to: email,
      locale,
      subject: t('newsletter.mail.subject'),
      heading: t('newsletter.mail.heading'),
      paragraphs: [t('newsletter.mail.text')],
      action: {
        url: publicUrl(urlFor('newsletter.confirm', { token })),
        label: t('newsletter.mail.action'),
      },
      footnote: t('newsletter.mail.footnote'),
    })
  )
}
