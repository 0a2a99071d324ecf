import router from '@adonisjs/core/services/router'

const HomeController = () => import('#catalog/controllers/home_controller')
const CategoriesController = () => import('#catalog/controllers/categories_controller')
const ModelsController = () => import('#catalog/controllers/models_controller')
const SitemapController = () => import('#catalog/controllers/sitemap_controller')

router.get('/', [HomeController, 'show']).as('home')
router.get('/categories', [CategoriesController, 'index']).as('categories.index')
router.get('/categories/:slug', [CategoriesController, 'show']).as('categories.show')
router.get('/models', [ModelsController, 'index']).as('models.index')
router.get('/models/:key', [ModelsController, 'show']).as('models.show')

router.get('/sitemap.xml', [SitemapController, 'sitemap']).as('sitemap')
router.get('/robots.txt', [SitemapController, 'robots']).as('robots')
