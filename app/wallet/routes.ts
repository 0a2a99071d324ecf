import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'
import '#wallet/payment_routes'

const CostsController = () => import('#wallet/controllers/costs_controller')

router.get('/costs', [CostsController, 'index']).as('costs').use(middleware.forceJson())
