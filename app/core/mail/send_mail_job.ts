import encryption from '@adonisjs/core/services/encryption'
import logger from '@adonisjs/core/services/logger'
import mail from '@adonisjs/mail/services/main'
import type { MailersList, NodeMailerMessage, MessageBodyTemplates } from '@adonisjs/mail/types'
import queue from '#core/queue/queue'
import { appKey } from '#core/runtime/required_settings'

type SendMailData = {
  mailer: string
  mail: { message: NodeMailerMessage; views: MessageBodyTemplates }
  config?: unknown
}

/** What pg-boss stores: the whole mail sealed with the app key (AES-256-GCM). */
type SealedMail = { sealed: string }

/* Binds the ciphertext to this use: nothing else sealed with APP_KEY decrypts as a mail job. */
const PURPOSE = 'core.send_mail'

/** Jobs enqueued before mails were sealed carry the mail itself. */
const isSealed = (data: SealedMail | SendMailData): data is SealedMail => 'sealed' in data

/**
 * `mail.sendLater()` goes through pg-boss: the web process enqueues the
 * compiled message and the worker delivers it, with pg-boss retries on
 * SMTP failures. Re-delivery of the same job may send a mail twice, which
 * is acceptable for mail (never for money).
 *
 * Mails carry secrets (verification codes, reset and confirmation links)
 * that the app otherwise stores only hashed, so the job's payload is
 * encrypted and a delivered mail's row is deleted a minute later.
 *
 * Throughput: the worker takes mails in batches and sends them side by
 * side (several batches at once), so a burst of sign-ups is delivered in
 * seconds instead of one mail per poll.
 */
export const sendMailJob = queue.define<SealedMail | SendMailData>({
  name: 'core.send_mail',
  queue: { retryLimit: 5, retryDelay: 30, retryBackoff: true, deleteAfterSeconds: 60 },
  work: {
    batchSize: 20,
    localConcurrency: 4,
    burstWhenBatchFull: true,
    pollingIntervalSeconds: 0.5,
  },
  async handle(data) {
    const job = isSealed(data) ? encryption.decrypt<SendMailData>(data.sealed, PURPOSE) : data
    if (!job) {
      // Another APP_KEY sealed it (rotated key): no retry can ever read it.
      logger.error('a queued mail could not be decrypted with APP_KEY and was dropped')
      return
    }
    await mail.use(job.mailer as keyof MailersList).sendCompiled(job.mail, job.config)
  },
})

export function routeMailThroughQueue() {
  mail.setMessenger((mailer) => ({
    async queue(compiled, config) {
      const job: SendMailData = { mailer: mailer.name, mail: compiled, config }
      // Sealed with the worker's key: an ace command started without APP_KEY stops here.
      appKey()
      await queue.send(sendMailJob, { sealed: encryption.encrypt(job, { purpose: PURPOSE }) })
    },
  }))
}
