import router from '@adonisjs/core/services/router'

const PagesController = () => import('#core/controllers/pages_controller')

router.get('/health', [PagesController, 'health'])
router.get('/legal', [PagesController, 'legal'])

/**
 * Registered last (start/routes.ts imports it after every module): whatever
 * no module claims renders the 404 page through the full middleware stack
 * (language, layout), which an unmatched route would skip.
 */
export function registerFallbackRoute() {
  router.any('/*', [PagesController, 'notFound'])
}
