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

    const { appUrlMissingInProduction } = await import('#core/http/public_url')
    if (appUrlMissingInProduction()) {
      throw new Error(
        'Refusing to start: APP_URL is not set in production. Mail links (password reset, newsletter) are built from it, never from the request host.'
      )
    }

    const { SESSION_COOKIE_NAME } = await import('#config/session')
    const { memoizeCookieSignatures } = await import('#core/runtime/signed_cookie_memo')
    const encryption = await this.app.container.make('encryption')
    memoizeCookieSignatures(encryption.use().getMessageVerifier(), [SESSION_COOKIE_NAME])

    if (this.app.usingEdgeJS) {
      const { default: edge } = await import('edge.js')
      const { spliceInertiaRoot } = await import('#core/http/inertia_root_splice')
      edge.processor.process('output', spliceInertiaRoot)
      await this.shareNonceWithEdge(edge)
      if (this.app.inProduction) this.listEdgeComponentsOnce(edge)
    }

    const { default: vine } = await import('@vinejs/vine')
    const { TranslatedValidationMessages } = await import('#core/i18n/validation_messages')
    vine.messagesProvider = new TranslatedValidationMessages()
  }

  /**
   * The framework's own `ctx.view` getter (edge_provider), plus the request's
   * CSP nonce and language: the security headers and locale middleware no
   * longer create a renderer on every request just to share them, so JSON
   * answers make none.
   */
  private async shareNonceWithEdge(edge: typeof import('edge.js').default) {
    const { HttpContext } = await import('@adonisjs/core/http')
    const { cspNonceOf } = await import('#core/middleware/security_headers_middleware')
    HttpContext.getter(
      'view',
      function (this: InstanceType<typeof HttpContext>) {
        return edge.createRenderer().share({
          request: this.request,
          cspNonce: cspNonceOf(this),
          locale: this.locale,
        })
      },
      true
    )
  }

  /**
   * Edge's shared instance is created with its cache off, and the flag it
   * gives its components plugin then is never updated by configure({ cache:
   * true }): every renderer re-listed the component folders on disk
   * (existsSync, readdir), a fiftieth of an SSR visit. In production the
   * templates do not change, so the list is read once.
   */
  private listEdgeComponentsOnce(edge: typeof import('edge.js').default) {
    const loader = edge.loader
    const list = loader.listComponents.bind(loader)
    let components: ReturnType<typeof list> | undefined
    loader.listComponents = () => (components ??= list())
  }

  /* Services (mail) are resolved once every provider has booted. */
  async start() {
    const { routeMailThroughQueue } = await import('#core/mail/send_mail_job')
    routeMailThroughQueue()
  }
}
