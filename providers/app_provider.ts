import type { ApplicationService } from '@adonisjs/core/types'

/**
 * Application-level wiring that belongs to no single module.
 */
export default class AppProvider {
  constructor(protected app: ApplicationService) {}

  async boot() {
    const { sandboxInProduction } = await import('#config/payments')
    if (sandboxInProduction()) {
      throw new Error(
        'Refusing to start: the payment sandbox would be on in production. Set STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY, PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET (or narrow PAYMENT_METHODS).'
      )
    }
    // A method without keys runs on the sandbox: production refuses that above for a method it
    // offers, so there the sandbox only stands in for one it does not (its page stays hidden).
    const { default: gateways } = await import('#payments/services/gateway_registry')
    await gateways.load()
    const { loadConfiguredPorts } = await import('#ai/services/configured_ports')
    await loadConfiguredPorts()

    const { appUrlMissingInProduction } = await import('#core/http/public_url')
    if (appUrlMissingInProduction()) {
      throw new Error(
        'Refusing to start: APP_URL is not set in production. Mail links (password reset, newsletter) are built from it, never from the request host.'
      )
    }

    const { localDriversInProduction } = await import('#config/ai')
    const local = localDriversInProduction()
    if (local.length) {
      throw new Error(
        `Refusing to start: ${local.join(', ')} ${local.length > 1 ? 'are' : 'is'} local (the offline demo engines) in production. Configure a provider (docs/ai-providers.md), or set AI_ALLOW_LOCAL_IN_PRODUCTION=true to serve the demo on purpose.`
      )
    }

    if (this.app.usingEdgeJS) {
      const { default: edge } = await import('edge.js')
      const { spliceInertiaRoot } = await import('#core/patches/inertia_root_splice')
      edge.processor.process('output', spliceInertiaRoot)
      await this.shareRequestLocalsWithEdge(edge)
    }

    const { default: vine } = await import('@vinejs/vine')
    const { TranslatedValidationMessages } = await import('#core/i18n/validation_messages')
    vine.messagesProvider = new TranslatedValidationMessages()
  }

  /**
   * The request's CSP nonce and language, for the root view (its script
   * tags and <html lang>): shared with every renderer made during a request
   * through Edge's public onRender hook, the request found through the
   * framework's async local storage (config/app.ts: useAsyncLocalStorage).
   * The framework's own `ctx.view` getter (edge_provider) stays as it is.
   */
  private async shareRequestLocalsWithEdge(edge: typeof import('edge.js').default) {
    const { HttpContext } = await import('@adonisjs/core/http')
    const { cspNonceOf } = await import('#core/middleware/security_headers_middleware')
    edge.onRender((renderer) => {
      const ctx = HttpContext.get()
      if (ctx) renderer.share({ cspNonce: cspNonceOf(ctx), locale: ctx.locale })
    })
  }

  /* Services (mail) are resolved once every provider has booted. */
  async start() {
    if (this.app.getEnvironment() === 'web') await this.assertUploadsCanBeChecked()
    const { routeMailThroughQueue } = await import('#core/mail/send_mail_job')
    routeMailThroughQueue()
    await this.warnOfMissingWebhooks()
  }

  /**
   * Uploads (custom generation) pass the age check: in production, no web
   * process takes them without a working estimator. Turned off, it takes none.
   */
  private async assertUploadsCanBeChecked() {
    const { default: studioConfig } = await import('#config/studio')
    if (!studioConfig.customGeneration) return
    const { assertAgeEstimatorReady } = await import('#ai/actions/check_age_estimator')
    await assertAgeEstimatorReady()
  }

  /** The checkout works without them, the refunds and chargebacks would not: said at boot. */
  private async warnOfMissingWebhooks() {
    const { webhooksMissingInProduction } = await import('#config/payments')
    const missing = webhooksMissingInProduction()
    if (!missing.length) return
    const { default: logger } = await import('@adonisjs/core/services/logger')
    logger.warn(
      { missing },
      `payment webhooks not configured (${missing.join(', ')}): refunds, chargebacks and disputes made at the provider will not take points back`
    )
  }

  /**
   * Links leaving the request (mails, PayPal's return URLs) are built from
   * named routes (urlFor), which only committed routes answer. The web
   * process's HTTP server commits them when it boots; the worker, ace
   * commands and the test runner have none before their work starts, so the
   * routes the preloads declared are committed here (a no-op once committed).
   */
  async ready() {
    const router = await this.app.container.make('router')
    router.commit()
  }
}
