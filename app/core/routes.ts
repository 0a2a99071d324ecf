import app from '@adonisjs/core/services/app'
import router from '@adonisjs/core/services/router'

const PagesController = () => import('#core/controllers/pages_controller')
const DevMailboxController = () => import('#core/controllers/dev_mailbox_controller')
const HealthController = () => import('#core/controllers/health_controller')
const CsrfController = () => import('#core/controllers/csrf_controller')
const AgeGateController = () => import('#core/controllers/age_gate_controller')

router.get('/health', [HealthController, 'health']).as('health')
router.get('/ready', [HealthController, 'ready']).as('ready')
router.get('/csrf-token', [CsrfController, 'token']).as('csrf.token')
router.get('/legal', [PagesController, 'legal']).as('legal')
router.post('/age-confirmation', [AgeGateController, 'confirm']).as('age_gate.confirm')

if (!app.inProduction) {
  router.get('/dev/mailbox', [DevMailboxController, 'index']).as('dev.mailbox')
  router.post('/dev/mailbox/clear', [DevMailboxController, 'clear']).as('dev.mailbox.clear')
}

// Registered last: an unmatched route would skip the middleware stack (language, layout).
export function registerFallbackRoute() {
  router.any('/*', [PagesController, 'notFound']).as('not_found')
}
