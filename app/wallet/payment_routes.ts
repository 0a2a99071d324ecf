import app from '@adonisjs/core/services/app'
import router from '@adonisjs/core/services/router'
import paymentsConfig from '#config/payments'
import { middleware } from '#start/kernel'

const PaymentPagesController = () => import('#wallet/controllers/payment_pages_controller')
const PaymentApiController = () => import('#wallet/controllers/payment_api_controller')
const StripeWebhookController = () => import('#wallet/controllers/stripe_webhook_controller')
const SandboxPaymentsController = () => import('#wallet/controllers/sandbox_payments_controller')

router.get('/payment', [PaymentPagesController, 'show'])
router.get('/payment/success', [PaymentPagesController, 'success'])
router.get('/payment/cancel', [PaymentPagesController, 'cancel'])

router.get('/api/packages', [PaymentApiController, 'packages']).use(middleware.forceJson())
router
  .group(() => {
    router.get('/keys', [PaymentApiController, 'keys'])
    router.post('/stripe/create-payment-intent', [PaymentApiController, 'createPaymentIntent'])
    router.post('/stripe/confirm-payment', [PaymentApiController, 'confirmPayment'])
    router.post('/stripe/webhook', [StripeWebhookController, 'handle'])
    router.post('/paypal/create-order', [PaymentApiController, 'createPayPalOrder'])
    router.post('/paypal/capture-order', [PaymentApiController, 'capturePayPalOrder'])
  })
  .prefix('/api/payment-gateway')
  .use(middleware.forceJson())

/* The sandbox provider exists only without keys, and never in production. */
const sandboxCard = paymentsConfig.cardProvider === 'sandbox'
const sandboxPayPal = paymentsConfig.paypalProvider === 'sandbox'
if (!app.inProduction && (sandboxCard || sandboxPayPal)) {
  router
    .group(() => {
      if (sandboxCard) {
        router
          .group(() => {
            router.post('/card/confirm', [SandboxPaymentsController, 'confirmCard'])
            router.post('/card/authenticate', [SandboxPaymentsController, 'authenticate'])
          })
          .use(middleware.forceJson())
      }
      if (sandboxPayPal) {
        router.get('/paypal/checkout', [SandboxPaymentsController, 'paypalCheckout'])
        router.post('/paypal/approve', [SandboxPaymentsController, 'paypalApprove'])
        router.post('/paypal/cancel', [SandboxPaymentsController, 'paypalCancel'])
      }
    })
    .prefix('/sandbox')
}
