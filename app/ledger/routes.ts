import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'

const CostsController = () => import('#ledger/controllers/costs_controller')

router.get('/costs', [CostsController, 'index']).as('costs').use(middleware.forceJson())
