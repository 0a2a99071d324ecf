import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'
import { rowId } from '#core/http/row_id'

const NewsletterController = () => import('#engagement/controllers/newsletter_controller')
const FavoritesController = () => import('#engagement/controllers/favorites_controller')
const ChatController = () => import('#engagement/controllers/chat_controller')

router.post('/newsletter', [NewsletterController, 'store']).as('newsletter.store')
router.get('/newsletter/confirm/:token', [NewsletterController, 'confirm']).as('newsletter.confirm')

router
  .group(() => {
    router.get('/favorites', [FavoritesController, 'index']).as('favorites.index')
    router.post('/favorites', [FavoritesController, 'store']).as('favorites.store')
    router.get('/favorites/check/:modelId', [FavoritesController, 'check']).as('favorites.check')
    router
      .post('/favorites/:modelId/toggle', [FavoritesController, 'toggle'])
      .as('favorites.toggle')
    router.post('/favorites/:modelId', [FavoritesController, 'add']).as('favorites.add')
    router.delete('/favorites/:id', [FavoritesController, 'destroy']).as('favorites.destroy')
    router.get('/users/:userId/favorites', [FavoritesController, 'ofUser']).as('favorites.of_user')
  })
  .where('modelId', rowId)
  .where('id', rowId)
  .where('userId', rowId)
  .use([
    middleware.forceJson(),
    middleware.auth({
      message: 'favorites.errors.loginRequired',
      code: 'E_FAVORITE_LOGINREQUIRED',
    }),
  ])

/* Chat with a character: the page, its JSON, the streaming send, memory, export, delete. */
router
  .get('/models/:id/chat', [ChatController, 'show'])
  .as('chat.show')
  .where('id', rowId)
  .use(middleware.auth())
router
  .group(() => {
    router.get('/models/:id/chat/messages', [ChatController, 'conversation']).as('chat.messages')
    router.post('/models/:id/chat/stream', [ChatController, 'stream']).as('chat.stream')
    router.get('/models/:id/chat/export', [ChatController, 'export']).as('chat.export')
    router.delete('/models/:id/chat', [ChatController, 'destroy']).as('chat.destroy')
    router.post('/models/:id/chat/facts', [ChatController, 'addFact']).as('chat.facts.store')
    router
      .delete('/models/:id/chat/facts/:factId', [ChatController, 'removeFact'])
      .where('factId', rowId)
      .as('chat.facts.destroy')
  })
  .where('id', rowId)
  .use(middleware.auth())
/* The public API, for clients written against it. */
router.post('/chat/send', [ChatController, 'apiSend']).as('api.chat.send').use(middleware.auth())
