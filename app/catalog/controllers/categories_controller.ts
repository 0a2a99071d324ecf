import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import { Exception } from '@adonisjs/core/exceptions'
import { renderMemoized } from '#core/http/page_memo'
import { loadOrFallback } from '#catalog/controllers/load_failure'
import CatalogReads from '#catalog/queries/catalog_reads'
import {
  isMissingSlug,
  parseCategoryFilters,
  parseCategoryModelFilters,
} from '#catalog/validators/catalog_filters'
import { MAX_SEARCH_LENGTH } from '#catalog/types/catalog'

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/

@inject()
export default class CategoriesController {
  constructor(private catalog: CatalogReads) {}

  async index(ctx: HttpContext) {
    const { filters, adjusted } = parseCategoryFilters(ctx.request.qs())
    const result = await loadOrFallback(ctx, 'categories', () =>
      this.catalog.categories(filters, ctx.locale)
    )
    return renderMemoized(ctx, 'catalog/categories', {
      categories: result.data ?? [],
      filters,
      adjusted,
      loadError: result.loadError,
      maxSearch: MAX_SEARCH_LENGTH,
    })
  }

  async show(ctx: HttpContext) {
    const raw = String(ctx.params.slug ?? '')
    if (isMissingSlug(raw)) {
      ctx.response.status(400)
      return ctx.inertia.render('catalog/invalid_category', {})
    }
    const slug = raw.toLowerCase()
    if (!SLUG.test(slug) || slug.length > 80) this.notFound()

    const { filters, adjusted } = parseCategoryModelFilters(ctx.request.qs())
    const result = await loadOrFallback(ctx, `category ${slug}`, async () => {
      const category = await this.catalog.category(slug, ctx.locale)
      if (!category) return null
      const models = await this.catalog.categoryModels(category.id, filters, ctx.locale)
      return { category, models }
    })
    if (result.data === null && !result.loadError) this.notFound()
    if (result.data && filters.page !== result.data.models.page) adjusted.push('page')
    return renderMemoized(ctx, 'catalog/category', {
      category: result.data?.category ?? null,
      models: result.data?.models ?? null,
      filters,
      adjusted,
      loadError: result.loadError,
      maxSearch: MAX_SEARCH_LENGTH,
    })
  }

  private notFound(): never {
    throw new Exception('Category not found', { status: 404, code: 'E_CATEGORY_NOT_FOUND' })
  }
}
