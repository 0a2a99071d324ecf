import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import { Exception } from '@adonisjs/core/exceptions'
import { isCrawler } from '#core/http/site'
import { loadOrFallback } from '#catalog/controllers/load_failure'
import { renderMemoized } from '#core/http/page_memo'
import CatalogReads from '#catalog/queries/catalog_reads'
import { countVisit } from '#catalog/controllers/visit_session'
import { parseModelFilters } from '#catalog/validators/catalog_filters'
import { MODEL_FILTER_LIMITS } from '#catalog/types/catalog'

const MODEL_KEY = /^(?:\d{1,15}|[a-z0-9]+(?:-[a-z0-9]+)*)$/

@inject()
export default class ModelsController {
  constructor(private catalog: CatalogReads) {}

  async index(ctx: HttpContext) {
    const { filters, adjusted } = parseModelFilters(ctx.request.qs())
    const result = await loadOrFallback(ctx, 'models', () =>
      this.catalog.models(filters, ctx.locale)
    )
    const [models, categories] = result.data ?? [null, []]
    if (filters.category && result.data && !categories.some((c) => c.slug === filters.category)) {
      adjusted.push('category')
    }
    if (models && filters.page !== models.page) adjusted.push('page')
    return renderMemoized(ctx, 'catalog/models', {
      models,
      categories,
      filters,
      adjusted,
      loadError: result.loadError,
      limits: MODEL_FILTER_LIMITS,
    })
  }

  async show(ctx: HttpContext) {
    const key = String(ctx.params.key ?? '').toLowerCase()
    if (!MODEL_KEY.test(key) || key.length > 80) this.notFound()
    const model = await this.catalog.model(key, ctx.locale)
    if (!model) this.notFound()
    // Links by id (other modules know models by id) land on the canonical slug URL.
    if (key !== model.slug) {
      return ctx.response
        .redirect()
        .status(301)
        .toRoute('models.show', { key: model.slug }, { qs: ctx.request.qs() })
    }
    if (!isCrawler(ctx.request.header('user-agent'))) {
      model.visitCount = await countVisit(ctx.session, model.id, model.visitCount)
    }
    return ctx.inertia.render('catalog/model', { model })
  }

  private notFound(): never {
    throw new Exception('Model not found', { status: 404, code: 'E_MODEL_NOT_FOUND' })
  }
}
