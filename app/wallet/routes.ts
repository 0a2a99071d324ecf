/*
| Routes of the wallet module.
*/
import router from '@adonisjs/core/services/router'
import { sharedPropsProviders } from '#core/http/shared_props'
import { middleware } from '#start/kernel'
import wallet from '#wallet/services/wallet_service'
import '#wallet/payment_routes'

const CostsController = () => import('#wallet/controllers/costs_controller')

/* Every page knows the prices, so no screen hard-codes one (design.md #5). */
sharedPropsProviders.register(async () => ({ costs: await wallet.costs() }))

router.get('/costs', [CostsController, 'index']).use(middleware.forceJson())
