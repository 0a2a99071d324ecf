import { urlFor } from '@adonisjs/core/services/url_builder'
import mail from '@adonisjs/mail/services/main'
import type { Locale } from '#core/i18n/locales'
import { translator } from '#core/i18n/translator'
import { publicUrl } from '#core/http/public_url'
import type { MailRecipient } from '#core/mail/recipients'
import { StandardMail } from '#core/mail/standard_mail'
import type Purchase from '#payments/models/purchase'

const TAGS: Record<Locale, string> = { en: 'en-GB', es: 'es-ES' }

export function providerTransactionId(purchase: Purchase) {
  return purchase.method === 'paypal'
    ? (purchase.captureId ?? purchase.externalId)
    : purchase.externalId
}

// The ledger's clock is UTC.
function when(purchase: Purchase, locale: Locale) {
  const at = (purchase.creditedAt ?? purchase.createdAt).toJSDate()
  const text = new Intl.DateTimeFormat(TAGS[locale], {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'UTC',
  }).format(at)
  return `${text} UTC`
}

export async function sendPurchaseReceipt(purchase: Purchase, to: MailRecipient) {
  const t = translator(to.locale)
  const tag = TAGS[to.locale]
  const points = new Intl.NumberFormat(tag).format(purchase.points)
  const amount = new Intl.NumberFormat(tag, {
    style: 'currency',
    currency: purchase.currency.toUpperCase(),
  }).format(purchase.amountCents / 100)
  const test = purchase.provider === 'sandbox' ? 'Test' : ''
  const line = (name: string, values: Record<string, string>) =>
    t(`wallet.receipt.mail.${name}`, values)
  await mail.sendLater(
    new StandardMail({
      to: to.email,
      locale: to.locale,
      subject: t('wallet.receipt.mail.subject', { package: purchase.packageName }),
      heading: t('wallet.receipt.mail.heading', { username: to.username }),
      paragraphs: [
        t('wallet.receipt.mail.text', { points, count: purchase.points }),
        line('package', { package: purchase.packageName }),
        line('points', { points }),
        line('amount', { amount }),
        line('method', { method: t(`wallet.receipt.mail.methods.${purchase.method}${test}`) }),
        line('transaction', { id: providerTransactionId(purchase) }),
        line('date', { date: when(purchase, to.locale) }),
      ],
      action: {
        url: publicUrl(urlFor('profile.show', undefined, { qs: { tab: 'transactions' } })),
        label: t('wallet.receipt.mail.action'),
      },
      footnote: t('wallet.receipt.mail.footnote'),
    })
  )
}
