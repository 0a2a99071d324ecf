import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'
import { rowId } from '#core/http/row_id'

const StudioRequestsController = () => import('#studio/controllers/studio_requests_controller')

/* Photo and video requests of a character, their status, the user's own lists. */
router
  .group(() => {
    router
      .post('/photos/generate', [StudioRequestsController, 'generatePhoto'])
      .as('photos.generate')
    router
      .get('/photos/status/:taskId', [StudioRequestsController, 'photoStatus'])
      .as('photos.status')
    router.get('/photos/my-requests', [StudioRequestsController, 'myPhotos']).as('photos.mine')
    router
      .delete('/photos/:id', [StudioRequestsController, 'destroyPhoto'])
      .as('photos.destroy')
      .where('id', rowId)
    router
      .post('/videos/generate', [StudioRequestsController, 'generateVideo'])
      .as('videos.generate')
    router
      .get('/videos/status/:taskId', [StudioRequestsController, 'videoStatus'])
      .as('videos.status')
    router.get('/videos/my-requests', [StudioRequestsController, 'myVideos']).as('videos.mine')
    router
      .delete('/videos/:id', [StudioRequestsController, 'destroyVideo'])
      .as('videos.destroy')
      .where('id', rowId)
  })
  .use([middleware.forceJson(), middleware.auth()])

const TaskCallbackController = () => import('#studio/controllers/task_callback_controller')

/* The video provider's signed webhook about the task of one submit (our key); no session. */
router
  .post('/api/studio/video-callback/:key', [TaskCallbackController, 'handle'])
  .as('studio.video_callback')
  .where('key', /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/)
  .use(middleware.forceJson())

const CustomGenerationController = () => import('#studio/controllers/custom_generation_controller')

/* Custom generation, its page (open to visitors) and its API; 404 when off. */
router
  .get('/custom-generation', [CustomGenerationController, 'show'])
  .as('custom_generation.show')
  .use(middleware.customGeneration())
router
  .group(() => {
    router
      .post('/api/custom-generation', [CustomGenerationController, 'generate'])
      .as('custom_generation.generate')
    router
      .get('/api/custom-generation/video-status/:taskId', [CustomGenerationController, 'status'])
      .as('custom_generation.status')
    router
      .get('/api/custom-generation/mine', [CustomGenerationController, 'mine'])
      .as('custom_generation.mine')
    router
      .get('/api/custom-generation/notices', [CustomGenerationController, 'notices'])
      .as('custom_generation.notices')
    router
      .post('/api/custom-generation/seen', [CustomGenerationController, 'seen'])
      .as('custom_generation.seen')
  })
  // Turned off, a 404 for everyone, before the sign-in check.
  .use([middleware.forceJson(), middleware.customGeneration(), middleware.auth()])
