import router from '@adonisjs/core/services/router'

const HomeController = () => import('#catalog/controllers/home_controller')
const CategoriesController = () => import('#catalog/controllers/categories_controller')
const ModelsController = () => import('#catalog/controllers/models_controller')

router.get('/', [HomeController, 'show'])
router.get('/categories', [CategoriesController, 'index'])
router.get('/categories/:slug', [CategoriesController, 'show'])
router.get('/models', [ModelsController, 'index'])
router.get('/models/:key', [ModelsController, 'show'])
