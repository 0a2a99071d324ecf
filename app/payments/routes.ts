import app from '@adonisjs/core/services/app'
import router from '@adonisjs/core/services/router'
import paymentsConfig from '#config/payments'
import { middleware } from '#start/kernel'

const PaymentPagesController = () => import('#payments/controllers/payment_pages_controller')
const PaymentApiController = () => import('#payments/controllers/payment_api_controller')
const StripeWebhookController = () => import('#payments/controllers/stripe_webhook_controller')
const PayPalWebhookController = () => import('#payments/controllers/paypal_webhook_controller')
const SandboxPaymentsController = () => import('#payments/sandbox/sandbox_payments_controller')

router.get('/payment', [PaymentPagesController, 'show']).as('payment.show')
router.get('/payment/success', [PaymentPagesController, 'success']).as('payment.success')
router.get('/payment/cancel', [PaymentPagesController, 'cancel']).as('payment.cancel')

router
  .get('/api/packages', [PaymentApiController, 'packages'])
  .as('api.packages')
  .use(middleware.forceJson())
router
  .group(() => {
    router.get('/keys', [PaymentApiController, 'keys']).as('keys')
    router.post('/stripe/webhook', [StripeWebhookController, 'handle']).as('stripe.webhook')
    router.post('/paypal/webhook', [PayPalWebhookController, 'handle']).as('paypal.webhook')
    router
      .group(() => {
        router
          .post('/stripe/create-payment-intent', [PaymentApiController, 'createPaymentIntent'])
          .as('stripe.create_payment_intent')
        router
          .post('/stripe/confirm-payment', [PaymentApiController, 'confirmPayment'])
          .as('stripe.confirm_payment')
        router
          .post('/paypal/create-order', [PaymentApiController, 'createPayPalOrder'])
          .as('paypal.create_order')
        router
          .post('/paypal/capture-order', [PaymentApiController, 'capturePayPalOrder'])
          .as('paypal.capture_order')
      })
      .use(middleware.auth({ message: 'payments.errors.login_required', code: 'login_required' }))
  })
  .prefix('/api/payment-gateway')
  .as('payment_gateway')
  .use(middleware.forceJson())

// The sandbox provider exists only without keys, and never in production.
const sandboxCard = paymentsConfig.cardProvider === 'sandbox'
const sandboxPayPal = paymentsConfig.paypalProvider === 'sandbox'
if (!app.inProduction && (sandboxCard || sandboxPayPal)) {
  router
    .group(() => {
      if (sandboxCard) {
        router
          .group(() => {
            router
              .post('/card/confirm', [SandboxPaymentsController, 'confirmCard'])
              .as('card.confirm')
            router
              .post('/card/authenticate', [SandboxPaymentsController, 'authenticate'])
              .as('card.authenticate')
          })
          .use(middleware.forceJson())
      }
      if (sandboxPayPal) {
        router
          .get('/paypal/checkout', [SandboxPaymentsController, 'paypalCheckout'])
          .as('paypal.checkout')
        router
          .post('/paypal/approve', [SandboxPaymentsController, 'paypalApprove'])
          .as('paypal.approve')
        router
          .post('/paypal/cancel', [SandboxPaymentsController, 'paypalCancel'])
          .as('paypal.cancel')
      }
    })
    .prefix('/sandbox')
    .as('sandbox')
}
