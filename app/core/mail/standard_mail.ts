import { BaseMail } from '@adonisjs/mail'
import type { Locale } from '#core/i18n/locales'
import { translator } from '#core/i18n/translator'

export type StandardMailContent = {
  to: string
  locale: Locale
  subject: string
  heading: string
  paragraphs: string[]
  code?: string
  action?: { url: string; label: string }
  footnote?: string
}

export class StandardMail extends BaseMail {
  constructor(private content: StandardMailContent) {
    super()
  }

  prepare() {
    const t = translator(this.content.locale)
    const data = {
      ...this.content,
      lang: this.content.locale,
      signature: t('mail.signature'),
      adultsOnly: t('footer.adultsOnly'),
    }
    this.message
      .to(this.content.to)
      .subject(this.content.subject)
      .htmlView('emails/standard_html', data)
      .textView('emails/standard_text', data)
  }
}
