import { defineConfig } from '@adonisjs/shield'

const shieldConfig = defineConfig({
  /**
   * The Content-Security-Policy, X-Frame-Options, HSTS and nosniff headers
   * come from app/core/middleware/security_headers_middleware.ts (config/
   * security.ts): shield's guards run only for matched routes, so a 404
   * had none, and its HSTS went out in development too. Shield keeps CSRF.
   */
  csp: {
    enabled: false,
    directives: {},
    reportOnly: false,
  },

  /**
   * Configure CSRF protection options. Refer documentation
   * to learn more
   */
  csrf: {
    enabled: true,
    // Stripe signs its webhook; it cannot carry our CSRF token.
    exceptRoutes: ['/api/payment-gateway/stripe/webhook'],
    enableXsrfCookie: true,
    methods: ['POST', 'PUT', 'PATCH', 'DELETE'],
  },

  /**
   * Control how your website should be embedded inside
   * iFrames
   */
  xFrame: {
    enabled: false,
    action: 'DENY',
  },

  /**
   * Force browser to always use HTTPS
   */
  hsts: {
    enabled: false,
    maxAge: '180 days',
  },

  /**
   * Disable browsers from sniffing the content type of a
   * response and always rely on the "content-type" header.
   */
  contentTypeSniffing: {
    enabled: false,
  },
})

export default shieldConfig
