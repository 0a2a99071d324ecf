import type { ApplicationService } from '@adonisjs/core/types'
import { useKeyObjectsForSecretKeys } from '#core/runtime/secret_keys'

/**
 * Application-level wiring that belongs to no single module.
 */
export default class AppProvider {
  constructor(protected app: ApplicationService) {}

  register() {
    useKeyObjectsForSecretKeys()
  }

  async boot() {
    const { sandboxInProduction } = await import('#config/payments')
    if (sandboxInProduction()) {
      throw new Error(
        'Refusing to start: the payment sandbox would be on in production. Set STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY, PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET (or narrow PAYMENT_METHODS).'
      )
    }

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
