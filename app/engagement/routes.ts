import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'

const NewsletterController = () => import('#engagement/controllers/newsletter_controller')
const FavoritesController = () => import('#engagement/controllers/favorites_controller')
const ChatController = () => import('#engagement/controllers/chat_controller')

router.post('/newsletter', [NewsletterController, 'store'])
router.get('/newsletter/confirm/:token', [NewsletterController, 'confirm'])

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

/* Chat with a character: the page, its JSON, the streaming send, memory, export, delete. */
router
  .get('/models/:id/chat', [ChatController, 'show'])
  .where('id', /^\d{1,10}$/)
  .use(middleware.auth())
router
  .group(() => {
    router.get('/models/:id/chat/messages', [ChatController, 'conversation'])
    router.post('/models/:id/chat/stream', [ChatController, 'stream'])
    router.get('/models/:id/chat/export', [ChatController, 'export'])
    router.delete('/models/:id/chat', [ChatController, 'destroy'])
    router.post('/models/:id/chat/facts', [ChatController, 'addFact'])
    router.delete('/models/:id/chat/facts/:factId', [ChatController, 'removeFact'])
  })
  .where('id', /^\d{1,10}$/)
  .use(middleware.auth())
/* product.md §7, for clients written against the spec's API. */
router.post('/chat/send', [ChatController, 'apiSend']).use(middleware.auth())
