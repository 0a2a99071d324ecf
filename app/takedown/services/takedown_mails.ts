import mail from '@adonisjs/mail/services/main'
import type { Locale } from '#core/i18n/locales'
import { translator } from '#core/i18n/translator'
import type { MailRecipient } from '#core/mail/recipients'
import { StandardMail } from '#core/mail/standard_mail'
import { DUE_HOURS } from '#takedown/types/takedown'

export type ReporterStep = 'received' | 'withheld' | 'removed' | 'rejected'

type Reporter = {
  email: string
  name: string
  locale: Locale
  reference: string
  note: string | null
}

export async function mailReporter(reporter: Reporter, step: ReporterStep) {
  const t = translator(reporter.locale)
  const vars = { name: reporter.name, reference: reporter.reference, hours: DUE_HOURS }
  const paragraphs = [String(t(`takedown.mail.${step}.text`, vars))]
  if (step === 'rejected' && reporter.note) {
    paragraphs.push(String(t('takedown.mail.rejected.reason', { note: reporter.note })))
  }
  await mail.sendLater(
    new StandardMail({
      to: reporter.email,
      locale: reporter.locale,
      subject: String(t(`takedown.mail.${step}.subject`, vars)),
      heading: String(t('takedown.mail.heading', vars)),
      paragraphs,
      footnote: String(t('takedown.mail.footnote', vars)),
    })
  )
}

export async function mailOwner(owner: MailRecipient, kind: string) {
  const t = translator(owner.locale)
  const what = String(t(`takedown.mail.owner.kinds.${kind.endsWith('video') ? 'video' : 'photo'}`))
  await mail.sendLater(
    new StandardMail({
      to: owner.email,
      locale: owner.locale,
      subject: String(t('takedown.mail.owner.subject')),
      heading: String(t('takedown.mail.owner.heading', { username: owner.username })),
      paragraphs: [String(t('takedown.mail.owner.text', { what }))],
      footnote: String(t('takedown.mail.owner.footnote')),
    })
  )
}
