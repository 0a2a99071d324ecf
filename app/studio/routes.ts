import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'

const StudioRequestsController = () => import('#studio/controllers/studio_requests_controller')

/* product.md §7: photo and video requests of a character, their status, the user's own lists. */
router
  .group(() => {
    router.post('/photos/generate', [StudioRequestsController, 'generatePhoto'])
    router.get('/photos/status/:taskId', [StudioRequestsController, 'photoStatus'])
    router.get('/photos/my-requests', [StudioRequestsController, 'myPhotos'])
    router
      .delete('/photos/:id', [StudioRequestsController, 'destroyPhoto'])
      .where('id', /^\d{1,15}$/)
    router.post('/videos/generate', [StudioRequestsController, 'generateVideo'])
    router.get('/videos/status/:taskId', [StudioRequestsController, 'videoStatus'])
    router.get('/videos/my-requests', [StudioRequestsController, 'myVideos'])
    router
      .delete('/videos/:id', [StudioRequestsController, 'destroyVideo'])
      .where('id', /^\d{1,15}$/)
  })
  .use([middleware.forceJson(), middleware.auth()])

const CustomGenerationController = () => import('#studio/controllers/custom_generation_controller')

/* product.md §2 and §7: custom generation, its page (open to visitors) and its API. */
router.get('/custom-generation', [CustomGenerationController, 'show'])
router
  .group(() => {
    router.post('/api/custom-generation', [CustomGenerationController, 'generate'])
    router.get('/api/custom-generation/video-status/:taskId', [
      CustomGenerationController,
      'status',
    ])
  })
  .use([middleware.forceJson(), middleware.auth()])
