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

type SealedMail = { sealed: string }

// Binds the ciphertext to this use: nothing else sealed with APP_KEY decrypts as a mail job.
const PURPOSE = 'core.send_mail'

// Jobs enqueued before mails were sealed carry the mail itself.
const isSealed = (data: SealedMail | SendMailData): data is SealedMail => 'sealed' in data

// Mails carry secrets the app otherwise stores only hashed: the payload is sealed and a delivered
// job's row deleted soon after. A redelivery may send twice, acceptable for mail (never for money).
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
