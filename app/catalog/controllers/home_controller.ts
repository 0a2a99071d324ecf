import type { HttpContext } from '@adonisjs/core/http'

export default class HomeController {
  show({ inertia }: HttpContext) {
    return inertia.render('catalog/home', {})
  }
}
