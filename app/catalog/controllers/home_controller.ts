import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import { renderMemoized } from '#core/http/page_memo'
import { loadOrFallback } from '#catalog/controllers/load_failure'
import CatalogReads from '#catalog/queries/catalog_reads'

@inject()
export default class HomeController {
  constructor(private catalog: CatalogReads) {}

  async show(ctx: HttpContext) {
    const result = await loadOrFallback(ctx, 'home', () => this.catalog.home(ctx.locale))
    const [featured, videos, counts] = result.data ?? [[], { hero: null, examples: [] }, null]
    return renderMemoized(ctx, 'catalog/home', {
      featured,
      hero: videos.hero,
      examples: videos.examples,
      counts,
      loadError: result.loadError,
    })
  }
}
