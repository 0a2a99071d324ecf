import router from '@adonisjs/core/services/router'
import '#engagement/services/newsletter_personal_data'

const NewsletterController = () => import('#engagement/controllers/newsletter_controller')

router.post('/newsletter', [NewsletterController, 'store'])
router.get('/newsletter/confirm/:token', [NewsletterController, 'confirm'])
