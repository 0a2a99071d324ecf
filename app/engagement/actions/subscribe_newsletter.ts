import { createHash, randomBytes } from 'node:crypto'
import { urlFor } from '@adonisjs/core/services/url_builder'
import mail from '@adonisjs/mail/services/main'
import db from '@adonisjs/lucid/services/db'
import { clock } from '#core/clock'
import type { Locale } from '#core/i18n/locales'
import { translator } from '#core/i18n/translator'
import { publicUrl } from '#core/http/public_url'
import { StandardMail } from '#core/mail/standard_mail'
import NewsletterSubscription from '#engagement/models/newsletter_subscription'

/** How a confirmation token is stored (only its hash is kept). */
export const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex')

/**
 * Double opt-in newsletter: signing up mails a confirmation link; only a confirmed address is
 * subscribed (actions/confirm_newsletter). The answer never tells whether an address was already
 * known. The confirmation link's origin is the configured one (APP_URL), never the request's.
 */
export async function subscribeNewsletter(email: string, locale: Locale) {
  const token = randomBytes(32).toString('base64url')
  const now = clock.now()
  // One statement: the same address sent twice at once (a double click, two
  // tabs) raced a read and an insert into a unique-key error, a 500. A
  // confirmed address is left as it is, and no mail goes out for it.
  const stored = await db
    .knexQuery()
    .table(NewsletterSubscription.table)
    .insert({
      email,
      locale,
      token_hash: tokenHash(token),
      confirmed_at: null,
      created_at: now,
      updated_at: now,
    })
    .onConflict('email')
    .merge(['locale', 'token_hash', 'updated_at'])
    .whereNull(`${NewsletterSubscription.table}.confirmed_at`)
    .returning('id')
  if (stored.length === 0) return

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
