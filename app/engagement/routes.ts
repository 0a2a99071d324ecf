import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'
import '#engagement/services/newsletter_personal_data'

const NewsletterController = () => import('#engagement/controllers/newsletter_controller')

router.post('/newsletter', [NewsletterController, 'store'])
router.get('/newsletter/confirm/:token', [NewsletterController, 'confirm'])

import '#engagement/services/chat_personal_data'
const ChatController = () => import('#engagement/controllers/chat_controller')

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
router.post('/chat/send', [ChatController, 'apiSend']).use(middleware.auth())
