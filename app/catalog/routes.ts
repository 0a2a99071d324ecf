import router from '@adonisjs/core/services/router'

const HomeController = () => import('#catalog/controllers/home_controller')

router.get('/', [HomeController, 'show'])
