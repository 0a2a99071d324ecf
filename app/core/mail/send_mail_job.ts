import mail from '@adonisjs/mail/services/main'
import type { MailersList, NodeMailerMessage, MessageBodyTemplates } from '@adonisjs/mail/types'
import queue from '#core/queue/queue'

type SendMailData = {
  mailer: string
  mail: { message: NodeMailerMessage; views: MessageBodyTemplates }
  config?: unknown
}

/**
 * `mail.sendLater()` goes through pg-boss: the web process enqueues the
 * compiled message and the worker delivers it, with pg-boss retries on
 * SMTP failures. Re-delivery of the same job may send a mail twice, which
 * is acceptable for mail (never for money).
 */
export const sendMailJob = queue.define<SendMailData>({
  name: 'core.send_mail',
  queue: { retryLimit: 5, retryDelay: 30, retryBackoff: true },
  async handle({ mailer, mail: compiled, config }) {
    await mail.use(mailer as keyof MailersList).sendCompiled(compiled, config)
  },
})

export function routeMailThroughQueue() {
  mail.setMessenger((mailer) => ({
    async queue(compiled, config) {
      await queue.send(sendMailJob, { mailer: mailer.name, mail: compiled, config })
    },
  }))
}
