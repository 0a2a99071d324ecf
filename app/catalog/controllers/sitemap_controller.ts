import type { HttpContext } from '@adonisjs/core/http'
import { onReplica } from '#core/db/replica_reads'
import { siteOrigin } from '#core/http/site'
import catalogCache from '#catalog/services/cache/catalog_cache'
import { sitemapPages } from '#catalog/queries/sitemap_pages'
import { robotsTxt, sitemapXml } from '#catalog/sitemap'

// Shared caches may keep both for an hour; a catalog change drops ours at once (NOTIFY).
const CACHE_CONTROL = 'public, max-age=3600'

export default class SitemapController {
  async sitemap(ctx: HttpContext) {
    const origin = siteOrigin(ctx)
    const xml = await catalogCache.get(`sitemap:${origin}`, async () =>
      sitemapXml(origin, await onReplica(sitemapPages))
    )
    ctx.response.header('Content-Type', 'application/xml; charset=utf-8')
    ctx.response.header('Cache-Control', CACHE_CONTROL)
    return xml
  }

  async robots(ctx: HttpContext) {
    ctx.response.header('Content-Type', 'text/plain; charset=utf-8')
    ctx.response.header('Cache-Control', CACHE_CONTROL)
    return robotsTxt(siteOrigin(ctx))
  }
}
