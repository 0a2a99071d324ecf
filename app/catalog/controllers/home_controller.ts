import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import { loadOrFallback } from '#catalog/controllers/load_failure'
import { revalidated } from '#catalog/controllers/revalidated'
import CatalogService from '#catalog/services/catalog_service'

@inject()
export default class HomeController {
  constructor(private catalog: CatalogService) {}

  async show(ctx: HttpContext) {
    const result = await loadOrFallback(ctx, 'home', () => this.catalog.home(ctx.locale))
    const [featured, videos] = result.data ?? [[], { hero: null, examples: [] }]
    const page = await ctx.inertia.render('catalog/home', {
      featured,
      hero: videos.hero,
      examples: videos.examples,
      loadError: result.loadError,
    })
    return revalidated(ctx, page)
  }
}
