import type { ApplicationService } from '@adonisjs/core/types'

/**
 * Application-level wiring that belongs to no single module.
 */
export default class AppProvider {
  constructor(protected app: ApplicationService) {}

  async boot() {
    const { default: vine } = await import('@vinejs/vine')
    const { TranslatedValidationMessages } = await import('#core/i18n/validation_messages')
    vine.messagesProvider = new TranslatedValidationMessages()
  }

  /* Services (mail) are resolved once every provider has booted. */
  async start() {
    const { routeMailThroughQueue } = await import('#core/mail/send_mail_job')
    routeMailThroughQueue()
  }
}
