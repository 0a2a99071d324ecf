import router from '@adonisjs/core/services/router'
import { sharedPropsProviders } from '#core/http/shared_props'
import { middleware } from '#start/kernel'
import favorites from '#engagement/services/favorites_service'
import '#engagement/services/newsletter_personal_data'
import '#engagement/services/favorites_personal_data'

const NewsletterController = () => import('#engagement/controllers/newsletter_controller')
const FavoritesController = () => import('#engagement/controllers/favorites_controller')

router.post('/newsletter', [NewsletterController, 'store'])
router.get('/newsletter/confirm/:token', [NewsletterController, 'confirm'])

/* The hearts on every card and the model page: the signed-in user's favourite model ids. */
sharedPropsProviders.register(async (ctx) => {
  const user = ctx.auth?.user
  return { favoriteModelIds: user ? await favorites.modelIds(user.id) : [] }
})

router
  .group(() => {
    router.get('/favorites', [FavoritesController, 'index'])
    router.post('/favorites', [FavoritesController, 'store'])
    router.get('/favorites/check/:modelId', [FavoritesController, 'check'])
    router.post('/favorites/:modelId/toggle', [FavoritesController, 'toggle'])
    router.post('/favorites/:modelId', [FavoritesController, 'add'])
    router.delete('/favorites/:id', [FavoritesController, 'destroy'])
    router.get('/users/:userId/favorites', [FavoritesController, 'ofUser'])
  })
  .use(middleware.forceJson())
